import type { LabelledAd } from './types.ts';

export const teachingAds: LabelledAd[] = [
  {
    id: 'maths-teacher-birmingham',
    field: 'teaching',
    language: 'en',
    company: 'Kings Heath Academy',
    role: 'Teacher of Mathematics',
    ad: `Teacher of Mathematics (MPS/UPS)
Kings Heath Academy, Birmingham
Start date: April or September – Full-time, permanent

Kings Heath Academy is a popular and oversubscribed 11–18 comprehensive of 1,350 students, part of the Moseley Learning Trust. Ofsted judged us Good in every area at our last inspection, and our maths results place us in the top 20% of schools nationally for progress. Our maths department of 12 specialist teachers shares planning, resources and a genuine love of the subject.

Salary: Main Pay Scale / Upper Pay Scale (£31,650–£49,084), with a TLR available for the right candidate. Teachers' Pension Scheme.

The role
We are looking for an enthusiastic and committed teacher of mathematics to teach across Key Stages 3, 4 and 5. Early career teachers are warmly welcomed and will receive a full two-year induction programme with a dedicated mentor.

The successful candidate will:
- Teach maths to classes across the full ability range, from Year 7 to Year 13
- Plan and deliver engaging lessons using our shared schemes of work
- Track students' progress and give them clear, useful feedback
- Contribute to the life of the school, for example through clubs or trips

We are looking for someone who has:
- PGCE or QTS (or is due to complete training this year)
- A degree in mathematics or a closely related subject
- The ability to teach maths to A level
- A strong understanding of safeguarding and a commitment to keeping children safe
- Excellent behaviour management
- Experience of using Sparx Maths or a similar online platform (desirable)
- The ability to teach computing at Key Stage 3 (desirable)

Why join us?
Smaller class sizes in Year 7, a 10% reduction in timetable for ECTs, free on-site parking, a cycle-to-work scheme and a staff wellbeing programme.

Visits to the school are warmly welcomed – please contact Mrs Anita Sandhu, Head of Maths. To apply, complete our application form (we do not accept CVs) and return it by noon on 19 January. Interviews will be held the following week.

Kings Heath Academy is committed to safeguarding and promoting the welfare of children and expects all staff to share this commitment. The post is subject to an enhanced DBS check and satisfactory references. We are an equal opportunities employer.`,
    resume: {
      personalInfo: { fullName: 'Joseph Adeyemi', email: 'joseph.adeyemi@example.com', location: 'Birmingham', label: 'Teacher of Mathematics' },
      summary: 'Early career maths teacher who enjoys helping students who believe they are "not a maths person".',
      experience: [
        {
          company: 'Perry Beeches School',
          position: 'Early Career Teacher, Mathematics',
          location: 'Birmingham',
          startDate: '2024-09',
          current: true,
          description: '- Teach maths to five classes from Year 7 to Year 11, including a Year 11 foundation set\n- Raised my Year 10 set\'s average mock grade by 1.2 grades in one year\n- Designated safeguarding training completed; log concerns on CPOMS\n- Run the lunchtime UKMT Maths Challenge club',
        },
        {
          company: 'Bournville Tutoring',
          position: 'Maths Tutor',
          location: 'Birmingham',
          startDate: '2021-01',
          endDate: '2023-07',
          description: '- Tutored 15 GCSE students a week online and in person\n- Built practice sets on Dr Frost Maths for each student',
        },
      ],
      education: [
        { institution: 'University of Birmingham', degree: 'PGCE Secondary', fieldOfStudy: 'Mathematics (with QTS)', startDate: '2023-09', endDate: '2024-06' },
        { institution: 'Aston University', degree: 'BSc', fieldOfStudy: 'Mathematics with Economics', startDate: '2020-09', endDate: '2023-06' },
      ],
      skills: [
        { name: 'Behaviour management', level: 3 },
        { name: 'Lesson planning', level: 4 },
        { name: 'Assessment for learning', level: 3 },
        { name: 'Microsoft Teams', level: 3 },
        { name: 'Dr Frost Maths', level: 4 },
      ],
    },
    requirements: [
      { name: 'PGCE or QTS', accept: ['PGCE', 'QTS', 'Qualified Teacher Status', 'teaching qualification'], kind: 'qualification', met: true },
      { name: 'Mathematics degree', accept: ['degree in mathematics', 'maths degree', 'closely related subject'], kind: 'qualification', met: true },
      { name: 'Teaching maths to A level', accept: ['A level', 'Key Stage 5', 'KS5', 'sixth form'], kind: 'experience', met: false },
      { name: 'Safeguarding', accept: ['keeping children safe', 'child protection'], kind: 'skill', met: true },
      { name: 'Behaviour management', accept: ['classroom management'], kind: 'skill', met: true },
      { name: 'Teaching computing at KS3', accept: ['computing', 'Key Stage 3 computing', 'KS3 computing'], kind: 'experience', met: false },
      { name: 'Sparx Maths or similar platform', accept: ['Sparx Maths', 'Sparx', 'online maths platform', 'Dr Frost Maths'], kind: 'tool', met: true },
    ],
  },
  {
    id: 'teaching-assistant-norwich',
    field: 'teaching',
    language: 'en',
    company: 'Wensum Valley Primary School',
    role: 'Teaching Assistant (SEND)',
    ad: `Teaching Assistant – SEND support (Level 3)
Wensum Valley Primary School, Norwich
32.5 hours per week, term time only (39 weeks), permanent
Norfolk Grade D, actual salary £19,800–£20,400 per year

Wensum Valley is a friendly two-form entry primary school of 420 pupils on the western edge of Norwich, with a 26-place nursery and a specialist resource base for children with speech, language and communication needs. We are a proud member of the Broadland Schools Partnership.

We are looking for a caring and patient teaching assistant to join our team of 18 support staff from February. You will mostly work in Year 2, supporting two children with education, health and care plans (EHCPs), and will also lead small phonics groups.

What you'll do
- Support individual pupils and small groups so that they can take part fully in lessons
- Deliver phonics interventions using Read Write Inc.
- Help to write and review pupils' support plans with the class teacher and SENCo
- Supervise children at break and lunchtime

What we're looking for
Essential:
- A Level 3 qualification in Supporting Teaching and Learning (or equivalent)
- GCSE English and maths at grade 4/C or above
- Experience of working with children with special educational needs and disabilities (SEND)
- Knowledge of phonics, ideally Read Write Inc.
- An understanding of safeguarding
Desirable:
- Paediatric first aid certificate
- Makaton or British Sign Language

What we offer
Kind, well-behaved children, a supportive leadership team, regular training and the Local Government Pension Scheme.

To apply, please download the application form from the Norfolk Schools Jobs website and e-mail it to office@wensumvalley.example by Friday 16 January. Visits are welcome: call the school office to arrange one.

We are committed to safeguarding and promoting the welfare of children. The successful applicant will need an enhanced DBS check. We welcome applications from all sections of the community.`,
    resume: {
      personalInfo: { fullName: 'Chloe Barker', email: 'chloe.barker@example.com', location: 'Norwich', label: 'Teaching Assistant' },
      summary: 'Teaching assistant with four years in primary schools, most of them supporting children with autism and speech and language needs.',
      experience: [
        {
          company: 'Hellesdon Infant School',
          position: 'Teaching Assistant',
          location: 'Norwich',
          startDate: '2022-09',
          current: true,
          description: '- Support two pupils with EHCPs for autism in a Reception class\n- Lead daily Read Write Inc. phonics groups of six children\n- Use Makaton signs with non-verbal pupils every day\n- Completed Level 2 safeguarding training in 2025',
        },
        {
          company: 'Busy Bees Nursery',
          position: 'Nursery Practitioner',
          location: 'Norwich',
          startDate: '2020-03',
          endDate: '2022-08',
          description: '- Key person for eight children aged two to three\n- Planned messy play and outdoor learning sessions',
        },
      ],
      education: [
        { institution: 'City College Norwich', degree: 'Level 2 Certificate', fieldOfStudy: 'Supporting Teaching and Learning in Schools', startDate: '2018-09', endDate: '2020-06' },
        { institution: 'Taverham High School', degree: 'GCSEs', fieldOfStudy: '9 GCSEs including English (5) and maths (3)', startDate: '2013-09', endDate: '2018-06' },
      ],
      skills: [
        { name: 'Phonics', level: 4 },
        { name: 'Makaton', level: 3 },
        { name: 'Behaviour support', level: 4 },
      ],
      certificates: [{ name: 'Paediatric First Aid (12 hours)', issuer: 'St John Ambulance', date: '2024-05' }],
    },
    requirements: [
      { name: 'Level 3 Supporting Teaching and Learning', accept: ['Level 3 qualification', 'Supporting Teaching and Learning', 'Level 3 TA qualification'], kind: 'qualification', met: false },
      { name: 'GCSE English and maths (grade 4/C)', accept: ['GCSE English', 'GCSE maths', 'GCSE English and maths', 'grade 4/C'], kind: 'qualification', met: false },
      { name: 'SEND experience', accept: ['special educational needs', 'SEND', 'experience of working with children with SEND'], kind: 'experience', met: true },
      { name: 'Phonics', accept: ['Read Write Inc.', 'RWI', 'Read Write Inc'], kind: 'skill', met: true },
      { name: 'Safeguarding', accept: ['understanding of safeguarding'], kind: 'skill', met: true },
      { name: 'Paediatric first aid', accept: ['first aid certificate', 'paediatric first aid certificate'], kind: 'qualification', met: true },
      { name: 'Makaton or BSL', accept: ['Makaton', 'British Sign Language', 'BSL'], kind: 'language', met: true },
    ],
  },
];
