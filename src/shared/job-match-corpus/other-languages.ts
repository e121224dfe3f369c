import type { LabelledAd } from './types.ts';

/** Ads in the other interface languages, each with a resume in the same language and labels in the ad's own words. */
export const otherLanguageAds: LabelledAd[] = [
  {
    id: 'technicien-maintenance-cvc-lyon',
    field: 'trades',
    language: 'fr',
    company: 'Rhône Thermique Services',
    role: 'Technicien de maintenance CVC',
    ad: `Technicien de maintenance CVC (H/F) – CDI
Rhône Thermique Services – Lyon et agglomération

Créée en 1996, Rhône Thermique Services est une entreprise indépendante spécialisée dans l'installation et la maintenance des équipements de chauffage, de ventilation et de climatisation. Nos 85 collaborateurs interviennent chaque année sur plus de 1 500 sites tertiaires, hôpitaux et bâtiments publics de la région Auvergne-Rhône-Alpes.

Dans le cadre du développement de notre agence de Vénissieux, nous recrutons un technicien de maintenance CVC pour assurer l'entretien et le dépannage d'un portefeuille de sites.

Vos missions
- Réaliser la maintenance préventive et corrective des installations (chaudières, groupes froids, CTA, pompes à chaleur)
- Diagnostiquer les pannes et effectuer les dépannages, y compris en astreinte (une semaine sur cinq, rémunérée)
- Renseigner les interventions dans notre logiciel de GMAO
- Conseiller nos clients et proposer des améliorations

Votre profil
- Bac+2 (BTS FED option génie climatique, BTS MS ou équivalent)
- 3 ans d'expérience minimum en maintenance CVC
- Habilitation électrique B1V/BR à jour
- Attestation d'aptitude à la manipulation des fluides frigorigènes (catégorie I)
- Permis B indispensable (véhicule de service fourni)
- Maîtrise de l'outil informatique et d'une GMAO
- Connaissance des systèmes de GTB/GTC (Siemens Desigo, Schneider) appréciée
- Anglais technique apprécié pour la lecture des documentations constructeurs

Ce que nous offrons
Salaire de 32 000 à 38 000 € brut annuel selon expérience, 13e mois, prime d'astreinte, véhicule de service, téléphone et tablette, mutuelle prise en charge à 70 %, tickets restaurant et plan de formation annuel. Horaires : 39 heures du lundi au vendredi.

Pour postuler, envoyez votre CV et une lettre de motivation à recrutement@rhonethermique.example avant le 31 janvier, en indiquant la référence CVC-VEN-12.

Rhône Thermique Services s'engage en faveur de la diversité et de l'égalité professionnelle. Tous nos postes sont ouverts aux personnes en situation de handicap.`,
    resume: {
      language: 'fr',
      personalInfo: { fullName: 'Julien Moreau', email: 'julien.moreau@example.com', location: 'Villeurbanne', label: 'Technicien CVC' },
      summary: 'Technicien CVC et frigoriste avec sept ans d\'expérience en maintenance de bâtiments tertiaires.',
      experience: [
        {
          company: 'Dalkia',
          position: 'Technicien de maintenance CVC',
          location: 'Lyon',
          startDate: '2022-04',
          current: true,
          description: '- Assure la maintenance de 40 sites tertiaires : chaufferies, CTA, groupes froids\n- Saisie de toutes les interventions dans la GMAO Carl Source\n- Réduction de 25 % des pannes récurrentes sur un parc de pompes à chaleur\n- Participation à l\'astreinte une semaine sur quatre',
        },
        {
          company: 'Froid Services Rhône',
          position: 'Technicien frigoriste',
          location: 'Vénissieux',
          startDate: '2019-09',
          endDate: '2022-03',
          description: '- Mise en service et dépannage de climatiseurs et de chambres froides\n- Contrôles d\'étanchéité et tenue des registres de fluides',
        },
      ],
      education: [{ institution: 'Lycée La Martinière Monplaisir', degree: 'BTS Fluides Énergies Domotique', fieldOfStudy: 'Option génie climatique et fluidique', startDate: '2017-09', endDate: '2019-06' }],
      skills: [
        { name: 'Climatisation', level: 4 },
        { name: 'Pompes à chaleur', level: 4 },
        { name: 'Diagnostic de pannes', level: 4 },
        { name: 'Carl Source', level: 3 },
      ],
      certificates: [
        { name: 'Attestation d\'aptitude fluides frigorigènes, catégorie I', issuer: 'Bureau Veritas', date: '2019-07' },
        { name: 'Habilitation électrique B1V BR', issuer: 'APAVE', date: '2024-10' },
      ],
      languages: [
        { language: 'Français', fluency: 'Langue maternelle' },
        { language: 'Espagnol', fluency: 'B1' },
      ],
    },
    requirements: [
      { name: 'BTS génie climatique ou maintenance', accept: ['Bac+2', 'BTS FED', 'BTS MS', 'BTS Fluides Énergies Domotique', 'BTS'], kind: 'qualification', met: true },
      { name: '3 ans d\'expérience en maintenance CVC', accept: ['maintenance CVC', 'expérience en maintenance CVC', 'HVAC maintenance'], kind: 'experience', met: true },
      { name: 'Habilitation électrique B1V/BR', accept: ['habilitation électrique', 'B1V', 'BR'], kind: 'qualification', met: true },
      { name: 'Attestation fluides frigorigènes', accept: ['attestation d\'aptitude', 'fluides frigorigènes', 'catégorie I', 'F-gas'], kind: 'qualification', met: true },
      { name: 'Permis B', accept: ['permis de conduire', 'driving licence'], kind: 'qualification', met: false },
      { name: 'GMAO', accept: ['logiciel de GMAO', 'CMMS', 'outil informatique'], kind: 'tool', met: true },
      { name: 'GTB/GTC', accept: ['GTB', 'GTC', 'gestion technique du bâtiment', 'Siemens Desigo', 'Schneider', 'BMS'], kind: 'tool', met: false },
      { name: 'Anglais technique', accept: ['anglais', 'English'], kind: 'language', met: false },
    ],
  },
  {
    id: 'sachbearbeiter-einkauf-kempten',
    field: 'admin',
    language: 'de',
    company: 'Allgäuer Landtechnik GmbH',
    role: 'Sachbearbeiter Einkauf',
    ad: `Sachbearbeiter Einkauf (m/w/d) in Vollzeit
Allgäuer Landtechnik GmbH – Kempten (Allgäu)

Seit 1962 entwickeln und bauen wir Futtermischwagen und Stalltechnik für landwirtschaftliche Betriebe in ganz Europa. Mit 420 Mitarbeiterinnen und Mitarbeitern an zwei Standorten und einem Umsatz von 95 Millionen Euro sind wir ein familiengeführtes Unternehmen, das auf Qualität und langfristige Partnerschaften setzt.

Zur Verstärkung unseres sechsköpfigen Einkaufsteams suchen wir zum nächstmöglichen Zeitpunkt eine/n Sachbearbeiter/in Einkauf.

Ihre Aufgaben
- Operative Beschaffung von Stahl-, Hydraulik- und Elektronikkomponenten
- Einholen und Vergleichen von Angeboten sowie Preis- und Terminverhandlungen
- Anlage und Pflege von Bestellungen und Stammdaten in SAP
- Überwachung der Liefertermine und Klärung von Reklamationen
- Mitarbeit bei der Lieferantenbewertung

Ihr Profil
- Abgeschlossene kaufmännische Ausbildung, z. B. als Industriekauffrau/-mann, oder vergleichbare Qualifikation
- Mindestens 2 Jahre Berufserfahrung im Einkauf, idealerweise in einem produzierenden Unternehmen
- Sehr gute SAP-Kenntnisse (Modul MM)
- Sicherer Umgang mit MS Office, insbesondere Excel
- Verhandlungsgeschick und ein sicheres Auftreten
- Fließend Deutsch (mindestens C1) und gute Englischkenntnisse (B2)
- Führerschein Klasse B für gelegentliche Lieferantenbesuche wünschenswert

Wir bieten
- Ein unbefristetes Arbeitsverhältnis mit 30 Tagen Urlaub
- Gleitzeit und die Möglichkeit, zwei Tage pro Woche mobil zu arbeiten
- Betriebliche Altersvorsorge, JobRad und Zuschuss zum Deutschlandticket
- Eine moderne Kantine und regelmäßige Weiterbildungen

Gehalt: 48.000–54.000 € brutto im Jahr, je nach Erfahrung.

Haben wir Ihr Interesse geweckt? Dann senden Sie uns Ihre vollständigen Bewerbungsunterlagen (Anschreiben, Lebenslauf, Zeugnisse) bis zum 15. Januar an karriere@allgaeuer-landtechnik.example. Ihre Ansprechpartnerin ist Frau Theresa Huber.

Wir freuen uns auf Bewerbungen aller Menschen – unabhängig von Geschlecht, Herkunft, Religion, Behinderung, Alter oder sexueller Identität.`,
    resume: {
      language: 'de',
      personalInfo: { fullName: 'Katarzyna Wiśniewska', email: 'k.wisniewska@example.com', location: 'Memmingen', label: 'Einkäuferin' },
      summary: 'Industriekauffrau mit vier Jahren Erfahrung im operativen Einkauf eines Maschinenbauers.',
      experience: [
        {
          company: 'Memminger Maschinenbau AG',
          position: 'Einkäuferin',
          location: 'Memmingen',
          startDate: '2023-01',
          current: true,
          description: '- Beschaffung von Hydraulik- und Elektronikteilen mit einem Volumen von 6 Mio. € pro Jahr\n- Verhandlung von Rahmenverträgen mit 25 Lieferanten, durchschnittlich 7 % Einsparung\n- Bestellungen und Materialstammdaten in SAP MM\n- Auswertung der Liefertreue mit Excel-Pivottabellen',
        },
        {
          company: 'Memminger Maschinenbau AG',
          position: 'Sachbearbeiterin Auftragsabwicklung',
          location: 'Memmingen',
          startDate: '2020-08',
          endDate: '2022-12',
          description: '- Erfassung von Kundenaufträgen und Versandpapieren\n- Ansprechpartnerin für 40 Händler in Polen und Tschechien',
        },
      ],
      education: [{ institution: 'IHK Schwaben', degree: 'Ausbildung', fieldOfStudy: 'Industriekauffrau', startDate: '2017-09', endDate: '2020-07' }],
      skills: [
        { name: 'SAP MM', level: 4 },
        { name: 'MS Excel', level: 4 },
        { name: 'Lieferantenmanagement', level: 3 },
        { name: 'Verhandlungsführung', level: 4 },
      ],
      languages: [
        { language: 'Polnisch', fluency: 'Muttersprache' },
        { language: 'Deutsch', fluency: 'C1' },
        { language: 'Englisch', fluency: 'B1' },
      ],
    },
    requirements: [
      { name: 'Kaufmännische Ausbildung', accept: ['Industriekauffrau', 'Industriekaufmann', 'kaufmännische Berufsausbildung', 'abgeschlossene kaufmännische Ausbildung'], kind: 'qualification', met: true },
      { name: '2+ Jahre Erfahrung im Einkauf', accept: ['Berufserfahrung im Einkauf', 'Einkauf', 'purchasing experience'], kind: 'experience', met: true },
      { name: 'SAP MM', accept: ['SAP', 'SAP-Kenntnisse'], kind: 'tool', met: true },
      { name: 'MS Office', accept: ['Microsoft Office', 'Excel', 'MS Excel'], kind: 'tool', met: true },
      { name: 'Verhandlungsgeschick', accept: ['Verhandlungsführung', 'Verhandlung', 'negotiation'], kind: 'skill', met: true },
      { name: 'Deutsch (C1)', accept: ['Deutsch', 'German', 'fließend Deutsch'], kind: 'language', met: true },
      { name: 'Englisch (B2)', accept: ['Englisch', 'English', 'Englischkenntnisse'], kind: 'language', met: false },
      { name: 'Führerschein Klasse B', accept: ['Führerschein', 'driving licence'], kind: 'qualification', met: false },
    ],
  },
  {
    id: 'enfermera-uci-madrid',
    field: 'nursing',
    language: 'es',
    company: 'Hospital Universitario Sierra Norte',
    role: 'Enfermero/a de UCI',
    ad: `Enfermero/a para Unidad de Cuidados Intensivos (UCI)
Hospital Universitario Sierra Norte – Madrid

El Hospital Universitario Sierra Norte es un centro privado concertado fundado en 1985, con 450 camas y más de 2.800 profesionales. Atendemos a una población de 350.000 personas del norte de la Comunidad de Madrid y somos hospital docente de la Universidad Autónoma.

Buscamos enfermeros/as para incorporarse a nuestra UCI polivalente de 24 camas, que atiende pacientes médicos, quirúrgicos y coronarios.

Condiciones
- Contrato indefinido a jornada completa
- Turnos rotatorios de mañana, tarde y noche (12 horas en fines de semana)
- Salario bruto anual de 34.000 € a 38.000 € según experiencia, más complementos de nocturnidad y festivos
- Plan de formación continuada, seguro médico y aparcamiento gratuito

Funciones
- Valoración, planificación y aplicación de cuidados de enfermería al paciente crítico
- Manejo de ventilación mecánica, monitorización hemodinámica y técnicas de depuración extrarrenal
- Administración de medicación y perfusiones según protocolo
- Registro de la actividad en la historia clínica electrónica

Requisitos
- Titulación universitaria en Enfermería (Grado o Diplomatura)
- Estar colegiado/a, o en condiciones de colegiarse en Madrid antes de la incorporación
- Experiencia mínima de 2 años en UCI o unidades de críticos
- Curso de Soporte Vital Avanzado (SVA) en vigor
- Manejo de ventilación mecánica invasiva y no invasiva

Se valorará
- Máster o Experto universitario en cuidados críticos
- Nivel de inglés B2 o superior
- Experiencia con la historia clínica electrónica Selene

Las personas interesadas pueden enviar su currículum a seleccion@hsierranorte.example indicando la referencia UCI-2026 antes del 20 de enero. El proceso incluye una entrevista personal con la supervisora de la unidad.

El Hospital Universitario Sierra Norte garantiza la igualdad de oportunidades y la no discriminación por razón de sexo, origen, discapacidad o cualquier otra circunstancia personal o social.`,
    resume: {
      language: 'es',
      personalInfo: { fullName: 'Lucía Fernández Ruiz', email: 'lucia.fernandez@example.com', location: 'Toledo', label: 'Enfermera' },
      summary: 'Enfermera con más de dos años en cuidados intensivos y experiencia previa en medicina interna.',
      experience: [
        {
          company: 'Hospital Universitario de Toledo',
          position: 'Enfermera de UCI',
          location: 'Toledo',
          startDate: '2024-06',
          current: true,
          description: '- Cuidado de 2 pacientes críticos por turno en una UCI médico-quirúrgica de 20 camas\n- Manejo de ventilación mecánica invasiva y VMNI, y de técnicas de hemofiltración\n- Registro de cuidados en Mambrino XXI\n- Tutora de alumnos de 4.º de Grado en prácticas',
        },
        {
          company: 'Hospital Virgen de la Salud',
          position: 'Enfermera de planta, Medicina Interna',
          location: 'Toledo',
          startDate: '2021-07',
          endDate: '2024-05',
          description: '- Atención a 12 pacientes por turno en una planta de 32 camas\n- Participación en el grupo de mejora de prevención de caídas',
        },
      ],
      education: [{ institution: 'Universidad Complutense de Madrid', degree: 'Grado en Enfermería', startDate: '2017-09', endDate: '2021-06' }],
      skills: [
        { name: 'Cuidados críticos', level: 4 },
        { name: 'Ventilación mecánica', level: 4 },
        { name: 'Monitorización hemodinámica', level: 3 },
      ],
      certificates: [
        { name: 'Colegiada n.º 45/12345', issuer: 'Colegio Oficial de Enfermería de Toledo', date: '2021-07' },
        { name: 'Soporte Vital Avanzado (SVA)', issuer: 'SEMICYUC', date: '2025-02' },
      ],
      languages: [
        { language: 'Español', fluency: 'Nativo' },
        { language: 'Inglés', fluency: 'B1' },
      ],
    },
    requirements: [
      { name: 'Titulación universitaria en Enfermería', accept: ['Grado en Enfermería', 'Diplomatura en Enfermería', 'Enfermería', 'nursing degree'], kind: 'qualification', met: true },
      { name: 'Colegiación', accept: ['colegiado', 'colegiada', 'Colegio Oficial de Enfermería'], kind: 'qualification', met: true },
      { name: '2+ años en UCI', accept: ['UCI', 'unidades de críticos', 'cuidados intensivos', 'experiencia en UCI', 'ICU'], kind: 'experience', met: true },
      { name: 'Soporte Vital Avanzado', accept: ['SVA', 'Advanced Life Support', 'ALS'], kind: 'qualification', met: true },
      { name: 'Ventilación mecánica', accept: ['ventilación mecánica invasiva', 'ventilación no invasiva', 'VMNI', 'mechanical ventilation'], kind: 'skill', met: true },
      { name: 'Máster en cuidados críticos', accept: ['Máster', 'Experto universitario', 'cuidados críticos'], kind: 'qualification', met: false },
      { name: 'Inglés (B2)', accept: ['inglés', 'English'], kind: 'language', met: false },
      { name: 'Selene', accept: ['historia clínica electrónica Selene'], kind: 'tool', met: false },
    ],
  },
  {
    id: 'chef-de-partie-paris',
    field: 'hospitality',
    language: 'fr',
    company: 'Brasserie Lumière',
    role: 'Chef de partie',
    ad: `Chef de partie (H/F) – CDI temps plein
Brasserie Lumière – Paris 9e

Ouverte en 1927 face à l'Opéra, la Brasserie Lumière sert chaque jour jusqu'à 600 couverts dans un décor Art déco classé. Notre brigade de 22 cuisiniers travaille des produits frais, de saison et en majorité franciliens, pour une clientèle parisienne et internationale.

Nous recherchons un(e) chef de partie pour le poste chaud (viandes et sauces), sous la responsabilité du second de cuisine.

Vos missions
- Préparer et dresser les plats de votre partie dans le respect des fiches techniques
- Encadrer et former deux commis
- Gérer les stocks et les commandes de votre poste
- Veiller au respect des règles d'hygiène et de traçabilité

Profil recherché
- CAP Cuisine ou diplôme équivalent (Bac pro cuisine, BEP)
- 3 ans d'expérience minimum en tant que chef de partie, idéalement en brasserie ou en restauration à fort volume
- Maîtrise des normes HACCP
- Vous savez travailler en équipe et garder votre calme pendant le coup de feu
- Anglais courant : une partie de la brigade est anglophone
- Des connaissances en pâtisserie seraient un plus

Conditions
Salaire : 2 300 à 2 600 € net par mois selon expérience, heures supplémentaires payées. 39 heures sur 5 jours, en coupure, deux jours de repos consécutifs. Repas fournis, mutuelle, prime annuelle, tenue fournie et entretenue.

Pour postuler, envoyez votre CV à cuisine@brasserielumiere.example ou présentez-vous du mardi au jeudi entre 15 h et 17 h. Un essai rémunéré d'une journée fait partie du recrutement. Candidatures jusqu'au 28 février.

La Brasserie Lumière s'engage pour l'égalité des chances et étudie toutes les candidatures, sans discrimination.`,
    resume: {
      language: 'fr',
      personalInfo: { fullName: 'Mamadou Diallo', email: 'mamadou.diallo@example.com', location: 'Saint-Denis', label: 'Chef de partie' },
      summary: 'Cuisinier passionné par la cuisine de brasserie, habitué aux services de plus de 300 couverts.',
      experience: [
        {
          company: 'Le Comptoir du Marais',
          position: 'Chef de partie (viandes)',
          location: 'Paris',
          startDate: '2022-03',
          current: true,
          description: '- Responsable du poste viandes pour 350 couverts par jour\n- Encadrement de deux commis\n- Commandes et inventaire hebdomadaire du poste, pertes réduites de 15 %\n- Application du plan HACCP et relevés de température',
        },
        {
          company: 'Hôtel Le Régent',
          position: 'Commis de cuisine',
          location: 'Paris',
          startDate: '2018-09',
          endDate: '2022-02',
          description: '- Mise en place du garde-manger et du poste chaud\n- Préparation des petits-déjeuners pour 200 clients',
        },
      ],
      education: [{ institution: 'Lycée hôtelier Jean Drouant', degree: 'CAP Cuisine', startDate: '2016-09', endDate: '2018-06' }],
      skills: [
        { name: 'Cuisson des viandes', level: 5 },
        { name: 'Sauces', level: 4 },
        { name: 'HACCP', level: 4 },
        { name: 'Travail en équipe', level: 4 },
      ],
      languages: [
        { language: 'Français', fluency: 'Courant' },
        { language: 'Peul', fluency: 'Langue maternelle' },
        { language: 'Anglais', fluency: 'Notions (A2)' },
      ],
    },
    requirements: [
      { name: 'CAP Cuisine', accept: ['CAP', 'Bac pro cuisine', 'BEP', 'diplôme équivalent'], kind: 'qualification', met: true },
      { name: '3 ans comme chef de partie', accept: ['chef de partie', 'expérience en tant que chef de partie', '3 ans d\'expérience'], kind: 'experience', met: true },
      { name: 'HACCP', accept: ['normes HACCP'], kind: 'skill', met: true },
      { name: 'Travail en équipe', accept: ['teamwork', 'esprit d\'équipe', 'travailler en équipe'], kind: 'skill', met: true },
      { name: 'Anglais courant', accept: ['anglais', 'English'], kind: 'language', met: false },
      { name: 'Pâtisserie', accept: ['connaissances en pâtisserie', 'pastry'], kind: 'skill', met: false },
    ],
  },
  {
    id: 'shujufenxishi-hangzhou',
    field: 'data',
    language: 'zh',
    company: '杭州云禾电子商务有限公司',
    role: '数据分析师',
    ad: `数据分析师（用户增长方向）
杭州云禾电子商务有限公司｜杭州·滨江区｜全职

公司介绍
云禾电商成立于2013年，是一家专注于家居与生活用品的电子商务公司，旗下拥有六个自有品牌，在天猫、京东、抖音等平台开设旗舰店，年销售额超过20亿元。公司现有员工800余人，其中数据与技术团队约120人。我们相信数据驱动决策，希望每一次选品、定价和营销活动都有可靠的数据支撑。

岗位介绍
用户增长部目前有数据分析师8名，负责全渠道用户的拉新、转化和复购分析。因业务扩展，现招聘数据分析师一名，向用户增长数据负责人汇报。

岗位职责
1. 搭建和维护用户增长指标体系，监控日常经营数据，及时发现异常并分析原因；
2. 针对拉新、转化、复购等环节开展专题分析，输出分析报告和可落地的优化建议；
3. 参与营销活动和产品功能的实验设计，评估活动效果；
4. 与运营、产品、技术团队紧密合作，推动数据需求落地；
5. 搭建和优化数据看板，提升团队的数据使用效率。

任职要求
1. 统计学、数学、计算机等相关专业本科及以上学历；
2. 3年以上数据分析相关工作经验；
3. 熟练掌握SQL，能够独立完成复杂的数据提取与处理；
4. 熟练使用Python或R进行数据分析；
5. 熟悉Tableau、Power BI等可视化工具；
6. 了解A/B测试的原理和方法，有实际实验设计经验者优先；
7. 有电商或互联网行业经验者优先；
8. 英语六级（CET-6）及以上，能阅读英文资料；
9. 逻辑清晰，具备良好的沟通能力和团队合作精神。

薪资福利
1. 薪资：18K–28K × 14薪，表现优秀者可获得年终奖和股票期权；
2. 五险一金，补充商业医疗保险；
3. 每年15天带薪年假，另有生日假和家庭日；
4. 免费工作餐、下午茶，公司提供班车和健身房；
5. 完善的培训体系和清晰的晋升通道。

工作时间：周一至周五，9:30–18:30，弹性工作制，每周可远程办公一天。

面试流程
1. 简历筛选：人力资源部在五个工作日内完成初筛；
2. 笔试：一份约两小时的在线数据分析题，包含SQL题目和一个小型案例；
3. 专业面试：与用户增长数据负责人及两名团队成员交流，请准备一个你做过的分析项目；
4. 终面：与部门总监面谈，了解你的职业规划；
5. 发放录用通知：整个流程一般在三周内完成。

我们的团队
用户增长数据团队成员平均年龄29岁，来自电商、互联网、咨询和金融等不同行业。团队每两周举办一次内部分享会，每季度组织一次团队建设活动。我们鼓励提出不同意见，重视每位成员的成长，并为每位新同事安排一名导师，帮助你在三个月内熟悉业务和数据。

应聘方式
请将个人简历发送至 hr@yunhe-ecommerce.example，邮件标题请注明“数据分析师＋姓名＋工作年限”。我们会在收到简历后五个工作日内与合适的候选人联系。招聘截止日期为1月31日。

云禾电商是一家平等机会雇主，我们欢迎不同背景的候选人申请，并承诺不因性别、年龄、民族、宗教或残障等因素而区别对待任何应聘者。`,
    resume: {
      language: 'zh',
      personalInfo: { fullName: '王丽', email: 'wangli@example.com', location: '杭州', label: '数据分析师' },
      summary: '统计学背景的数据分析师，五年物流与快消行业经验，擅长搭建指标体系和专题分析。',
      experience: [
        {
          company: '杭州顺达物流有限公司',
          position: '数据分析师',
          location: '杭州',
          startDate: '2023-07',
          current: true,
          description: '- 用 SQL 和 Python 搭建运输时效指标体系，覆盖全国 300 个网点\n- 用 Tableau 搭建运营看板，供 50 多名区域经理每日使用\n- 通过线路分析，帮助公司每年节约运输成本约 800 万元\n- 每月向业务负责人汇报分析结论，并推动优化方案落地',
        },
        {
          company: '上海优品食品有限公司',
          position: '数据分析助理',
          location: '上海',
          startDate: '2021-07',
          endDate: '2023-06',
          description: '- 负责门店销售周报和月报，数据处理时间缩短 40%\n- 维护商品和门店主数据，清洗历史数据 200 万条',
        },
      ],
      education: [{ institution: '浙江工商大学', degree: '学士', fieldOfStudy: '统计学', startDate: '2017-09', endDate: '2021-06' }],
      skills: [
        { name: 'SQL', level: 4 },
        { name: 'Python', level: 4 },
        { name: 'Excel', level: 4 },
        { name: '统计分析', level: 4 },
      ],
      languages: [
        { language: '中文', fluency: '母语' },
        { language: '英语', fluency: '大学英语四级（CET-4）' },
      ],
    },
    requirements: [
      { name: '相关专业本科及以上学历', accept: ['本科', '统计学', '数学', '计算机', "bachelor's degree"], kind: 'qualification', met: true },
      { name: '3年以上数据分析经验', accept: ['数据分析经验', '数据分析相关工作经验', '3+ years of data analysis'], kind: 'experience', met: true },
      { name: 'SQL', accept: [], kind: 'skill', met: true },
      { name: 'Python或R', accept: ['Python', 'R'], kind: 'skill', met: true },
      { name: 'Tableau或Power BI', accept: ['可视化工具', 'Tableau', 'Power BI', 'BI工具'], kind: 'tool', met: true },
      { name: 'A/B测试', accept: ['A/B testing', 'AB测试', '实验设计'], kind: 'skill', met: false },
      { name: '电商或互联网行业经验', accept: ['电商', '互联网', 'e-commerce'], kind: 'experience', met: false },
      { name: '英语六级', accept: ['CET-6', '英语', 'English', '英语六级（CET-6）'], kind: 'language', met: false },
      { name: '沟通能力', accept: ['良好的沟通能力', 'communication'], kind: 'skill', met: true },
      { name: '团队合作', accept: ['团队合作精神', 'teamwork'], kind: 'skill', met: false },
    ],
  },
];
