import type { LabelledAd } from './types.ts';

export const nursingAds: LabelledAd[] = [
  {
    // The long one: an NHS advert with its trust blurb, job summary, duties and person specification.
    id: 'staff-nurse-sheffield',
    field: 'nursing',
    language: 'en',
    company: 'Sheffield Northern General Hospitals NHS Foundation Trust',
    role: 'Staff Nurse, Acute Medical Unit',
    ad: `Band 5 Staff Nurse – Acute Medical Unit (AMU)
Sheffield Northern General Hospitals NHS Foundation Trust
Salary: £29,970 – £36,483 per annum (Agenda for Change Band 5), plus unsocial hours enhancements
Hours: 37.5 hours per week; part-time and flexible working considered
Contract: permanent
Closing date: 14 January (we may close this vacancy early if we receive a high volume of applications)

About us
We are one of the largest NHS foundation trusts in England, with 17,000 staff caring for more than two million patients a year across three hospital sites and in the community. We are a teaching trust with strong links to the University of Sheffield and Sheffield Hallam University.

Job summary
The Acute Medical Unit is a busy 56-bed unit that receives patients referred by GPs and the Emergency Department for assessment and treatment within their first 72 hours. We are looking for motivated, compassionate registered nurses to join our friendly team of 90 nurses and healthcare assistants. Whether you are newly qualified or an experienced nurse looking for a new challenge, we will support you with a structured preceptorship, protected study time and a clear path to Band 6.

The unit works a 24/7 rota of long days and nights (07:30–20:00 and 19:30–08:00), with self-rostering through Allocate HealthRoster.

Main duties and responsibilities
- Assess, plan, deliver and evaluate care for a group of acutely unwell patients
- Recognise the deteriorating patient and escalate using NEWS2
- Administer medicines, including intravenous therapies, safely and in line with trust policy
- Keep accurate records in our electronic patient record, Lorenzo
- Work closely with doctors, pharmacists, therapists and discharge coordinators to plan safe discharges
- Support students and new staff as a practice supervisor

Person specification
Qualifications (essential)
- Registered Nurse (Adult) with current NMC registration
- Degree or diploma in adult nursing
Qualifications (desirable)
- Practice supervisor / assessor training
- Immediate Life Support (ILS) certificate
Experience and skills (essential)
- Experience in acute care, or placements in acute settings if newly qualified
- Sound clinical skills, including the recognition of the deteriorating patient
- Good IT skills and confidence using electronic patient records
- Excellent communication with patients, families and the multidisciplinary team
Experience and skills (desirable)
- IV cannulation and venepuncture competencies
- Experience of using Lorenzo, our EPR system

What we offer
- 27 days' annual leave rising to 33 with service, plus bank holidays
- NHS Pension Scheme
- Salary sacrifice schemes for cars, bikes and home electronics
- A comprehensive preceptorship programme for newly qualified nurses

Further information
For an informal discussion or to arrange a visit to the unit, please contact Sister Rachel Hughes, Ward Manager, on 0114 496 0123.

Please apply online through NHS Jobs. Make sure your supporting statement shows how you meet the person specification, and give two referees who can speak about your clinical practice; one should be your current or most recent line manager.

We are committed to equality, diversity and inclusion and welcome applications from all communities. We are a Disability Confident Leader and guarantee an interview to applicants with a disability who meet the essential criteria. Sponsorship under the Skilled Worker route is available for this post.`,
    resume: {
      personalInfo: { fullName: 'Grace Mensah', email: 'grace.mensah@example.com', location: 'Rotherham', label: 'Registered Nurse (Adult)' },
      summary: 'Adult nurse with two years on a respiratory ward, calm in a deteriorating-patient situation and keen to move into acute medicine.',
      experience: [
        {
          company: 'Rotherham General Hospital',
          position: 'Staff Nurse, Respiratory Ward',
          location: 'Rotherham',
          startDate: '2024-10',
          current: true,
          description: '- Care for up to eight acutely unwell respiratory patients per shift, including patients on non-invasive ventilation\n- Escalate deteriorating patients using NEWS2 and SBAR handovers\n- Give IV antibiotics and fluids; signed off for IV cannulation in 2025\n- Record care in SystmOne and the trust\'s e-observations system',
        },
        {
          company: 'Sheffield Teaching Hospitals',
          position: 'Student Nurse placements',
          location: 'Sheffield',
          startDate: '2021-09',
          endDate: '2024-07',
          description: '- Placements in the Emergency Department, a surgical ward and district nursing\n- Final 12-week placement on a cardiology ward',
        },
      ],
      education: [{ institution: 'Sheffield Hallam University', degree: 'BSc (Hons)', fieldOfStudy: 'Adult Nursing', startDate: '2021-09', endDate: '2024-07' }],
      skills: [
        { name: 'Clinical assessment', level: 4 },
        { name: 'Medicines administration', level: 4 },
        { name: 'SystmOne', level: 3 },
        { name: 'Patient and family communication', level: 4 },
      ],
      certificates: [
        { name: 'NMC registration (Adult Nurse), PIN 24I1234E', issuer: 'Nursing and Midwifery Council', date: '2024-09' },
        { name: 'Immediate Life Support (ILS)', issuer: 'Resuscitation Council UK', date: '2025-03' },
      ],
    },
    requirements: [
      { name: 'NMC registration', accept: ['Registered Nurse (Adult)', 'registered nurse', 'NMC'], kind: 'qualification', met: true },
      { name: 'Adult nursing degree or diploma', accept: ['adult nursing', 'nursing degree', 'degree or diploma in adult nursing'], kind: 'qualification', met: true },
      { name: 'Practice supervisor or assessor training', accept: ['practice supervisor', 'practice assessor', 'mentorship'], kind: 'qualification', met: false },
      { name: 'Immediate Life Support', accept: ['ILS', 'ILS certificate'], kind: 'qualification', met: true },
      { name: 'Experience in acute care', accept: ['acute care', 'acute settings'], kind: 'experience', met: true },
      { name: 'Recognising the deteriorating patient', accept: ['deteriorating patient', 'clinical skills', 'NEWS2'], kind: 'skill', met: true },
      { name: 'Electronic patient records', accept: ['EPR', 'IT skills', 'electronic patient record'], kind: 'tool', met: true },
      { name: 'Communication skills', accept: ['communication', 'communication with patients and families'], kind: 'skill', met: true },
      { name: 'IV cannulation', accept: ['cannulation', 'IV cannulation and venepuncture'], kind: 'skill', met: true },
      { name: 'Venepuncture', accept: ['phlebotomy'], kind: 'skill', met: false },
      { name: 'Lorenzo', accept: ['Lorenzo EPR'], kind: 'tool', met: false },
    ],
  },
  {
    id: 'healthcare-assistant-york',
    field: 'nursing',
    language: 'en',
    company: 'Minster Community Care',
    role: 'Community Healthcare Assistant',
    ad: `Community Healthcare Assistant
Minster Community Care – York and surrounding villages
£12.60–£13.40 an hour plus 30p per mile, guaranteed hours contracts available

Minster Community Care is a not-for-profit home care provider founded in 2009. Our 140 carers visit around 600 people in their own homes every week, helping them to stay independent, and our CQC rating is Outstanding. We are proud to pay above the Real Living Wage and to pay for travel time between visits.

Working pattern: a mix of early (07:00–14:00) and late (16:00–22:00) shifts, with one weekend in two. We will plan your rota around school runs where we can.

What you will do
- Support clients with personal care, meals and medication in their own homes
- Spot changes in a client's health and report them to the office and district nurses
- Keep clear, accurate notes on our care planning app, Birdie
- Build trusting relationships with clients and their families

What you need
- A full UK driving licence and access to your own car (essential: our clients live across rural North Yorkshire)
- At least six months' experience in a care setting, either paid or as a family carer
- The Care Certificate, or willingness to complete it in your first 12 weeks
- Kindness, patience and good communication

Desirable
- NVQ or RQF Level 2 in Health and Social Care
- Experience of supporting people living with dementia
- Medication administration training

Benefits
Paid training, including the Care Certificate; 28 days' holiday; a pension; a free uniform; a £300 refer-a-friend bonus; and a wellbeing service that is there for you 24 hours a day.

Ready to apply? Call Jo on 01904 496 222 or fill in our short online form – it takes five minutes and you don't need a CV. Applications are reviewed every week.

Minster Community Care is an equal opportunities employer. All roles are subject to an enhanced DBS check, which we pay for.`,
    resume: {
      personalInfo: { fullName: 'Sandra Kowalczyk', email: 'sandra.k@example.com', location: 'Tadcaster', label: 'Care Assistant' },
      summary: 'Caring and reliable care assistant with three years in residential care, looking to move into home care.',
      experience: [
        {
          company: 'Fulford Grange Care Home',
          position: 'Senior Care Assistant',
          location: 'York',
          startDate: '2023-02',
          current: true,
          description: '- Provide personal care for 12 residents on the dementia unit on each shift\n- Help residents with meals, mobility and hoisting, working in pairs\n- Write daily care notes and update care plans with the nurse in charge',
        },
        {
          company: 'Tesco',
          position: 'Customer Assistant',
          location: 'Tadcaster',
          startDate: '2018-05',
          endDate: '2023-01',
          description: '- Served customers on the tills and the customer service desk\n- Trained new starters on the self-checkout area',
        },
      ],
      education: [{ institution: 'York College', degree: 'RQF Level 2 Diploma', fieldOfStudy: 'Care', startDate: '2023-03', endDate: '2024-03' }],
      skills: [
        { name: 'Personal care', level: 4 },
        { name: 'Dementia care', level: 4 },
        { name: 'Record keeping', level: 3 },
        { name: 'Communication', level: 4 },
      ],
      certificates: [{ name: 'Care Certificate', issuer: 'Skills for Care', date: '2023-05' }],
    },
    requirements: [
      { name: 'Full UK driving licence', accept: ['driving licence', 'UK driving licence', 'own car'], kind: 'qualification', met: false },
      { name: '6+ months in a care setting', accept: ['care experience', 'experience in a care setting', 'six months experience'], kind: 'experience', met: true },
      { name: 'Care Certificate', accept: [], kind: 'qualification', met: true },
      { name: 'Communication skills', accept: ['communication', 'good communication'], kind: 'skill', met: true },
      { name: 'Level 2 in Health and Social Care', accept: ['NVQ Level 2', 'RQF Level 2', 'Health and Social Care Level 2', 'Level 2 Diploma in Care'], kind: 'qualification', met: true },
      { name: 'Dementia care experience', accept: ['dementia', 'supporting people living with dementia'], kind: 'experience', met: true },
      { name: 'Medication administration training', accept: ['medication administration', 'medication training'], kind: 'qualification', met: false },
    ],
  },
];
