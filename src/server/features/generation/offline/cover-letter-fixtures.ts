// Résumés and job ads for the cover-letter tests: people a letter is written
// for (a graduate, a mid-career developer, a nurse, a teacher moving into
// instructional design) and ads as employers post them, boilerplate included
// (the employer's numbers, salary, hybrid work, how to apply).
import type { ResumeData } from '../../../../shared/resume.ts';

export interface LetterAd {
  name: string;
  company: string;
  role: string;
  manager: string;
  jobAd: string;
}

export const leedsGraduate: ResumeData = {
  personalInfo: { fullName: 'Priya Shah', email: 'priya.shah@example.com', phone: '07700 900123', location: 'Leeds' },
  experience: [
    { company: 'University of Leeds', position: 'Graduate Teaching Assistant', startDate: '2025-09', current: true, description: '- Run weekly SQL lab tutorials for 40 first-year students\n- Mark coursework for 120 students' },
    { company: 'Northgate Analytics', position: 'Data Intern', startDate: '2024-06', endDate: '2024-09', description: '- Cut report run time by 30% by rewriting SQL queries\n- Cleaned 2 million records with pandas\n- Built a Tableau dashboard for the operations team' },
  ],
  education: [{ institution: 'University of Leeds', degree: 'BSc Computer Science', fieldOfStudy: 'Computer Science', startDate: '2022-09', endDate: '2025-06' }],
  skills: [{ name: 'Python' }, { name: 'SQL' }, { name: 'Tableau' }, { name: 'Git' }],
  projects: [{ name: 'Bus Delay Explorer', startDate: '2025-01', endDate: '2025-05', description: '- Built a Python tool that maps bus delays across West Yorkshire\n- Presented the findings to 60 students and staff' }],
};

const developer: ResumeData = {
  personalInfo: { fullName: 'Daniel Novak', email: 'daniel.novak@example.com' },
  experience: [
    { company: 'Brightpath Learning', position: 'Senior Software Engineer', startDate: '2021-03', current: true, description: '- Lead a team of 5 engineers building the reading app\n- Designed and built the TypeScript API for 200,000 pupils\n- Managing the move from Jenkins to GitHub Actions' },
    { company: 'Ledgerly', position: 'Software Developer', startDate: '2016-07', endDate: '2021-02', description: '- Migration of the billing system to PostgreSQL\n- Wrote integration tests that cut release defects by 40%\n- Responsible for on-call support' },
  ],
  education: [{ institution: 'University of Manchester', degree: 'BSc', fieldOfStudy: 'Software Engineering', endDate: '2016' }],
  skills: [{ name: 'TypeScript', level: 5 }, { name: 'React' }, { name: 'PostgreSQL' }, { name: 'Docker' }],
  projects: [{ name: 'Open Timetable', description: '- Maintain an open-source timetable library used by 30 schools' }],
};

const nurse: ResumeData = {
  personalInfo: { fullName: 'Grace Adeyemi', email: 'grace.adeyemi@example.org', phone: '07700 900456' },
  experience: [
    { company: 'St James’s University Hospital', position: 'Staff Nurse', startDate: '2019-10', current: true, description: '- Delivers patient care on a 28-bed surgical ward\n- Administer medication and keep accurate records\n- Mentoring 6 student nurses each year' },
    { company: 'Harrogate District Hospital', position: 'Healthcare Assistant', startDate: '2016-01', endDate: '2019-08', description: '- Supported patients with daily care\n- Responsible for admission checks' },
  ],
  education: [{ institution: 'University of Bradford', degree: 'BSc', fieldOfStudy: 'Adult Nursing', endDate: '2019' }],
  skills: [{ name: 'Wound care' }, { name: 'Patient assessment' }, { name: 'Medication administration' }],
};

const teacher: ResumeData = {
  personalInfo: { fullName: 'Tom Ellery', email: 'tom.ellery@example.com' },
  experience: [
    { company: 'Hillside Academy', position: 'English Teacher', startDate: '2015-09', current: true, description: '- Teach English to 5 classes of 30 pupils\n- Designed a blended learning unit in Moodle for Year 9\n- Created video lessons with Articulate Rise during remote teaching' },
    { company: 'Kirkstall High School', position: 'Teaching Assistant', startDate: '2013-09', endDate: '2015-07', description: '- Planned small-group reading sessions\n- Tracked pupil progress in spreadsheets' },
  ],
  education: [{ institution: 'University of York', degree: 'BA', fieldOfStudy: 'English Literature', endDate: '2013' }, { institution: 'Leeds Trinity University', degree: 'PGCE', fieldOfStudy: 'Secondary English', endDate: '2015' }],
  skills: [{ name: 'Moodle' }, { name: 'Articulate Rise' }, { name: 'Curriculum design' }, { name: 'Assessment' }],
};

export const letterResumes = { leedsGraduate, developer, nurse, teacher } as const;

const harbourHomes = `About us
Harbour Homes is one of the largest housing associations in the North of England. We provide safe, affordable homes to more than 300,000 people across 120,000 homes, and we reinvest every penny back into our communities.

The role
We are looking for a Data Analyst to join our Insight team in Leeds. You will turn housing, repairs and customer data into clear reports that help our colleagues make better decisions for tenants.

What you will bring
- Strong SQL and Python (pandas) for cleaning and analysing large datasets
- Experience with a BI tool such as Power BI or Tableau
- A degree in a numerate subject such as Computer Science, Mathematics or Statistics
- Clear communication with non-technical colleagues

What we offer
- Salary £32,000 to £36,000
- Hybrid working: two days a week in our Leeds office
- 27 days annual leave plus bank holidays, and a pension with 8% employer contribution

How to apply
Please send your CV and a cover letter explaining how you meet the requirements by 15 January. We are an equal opportunities employer and welcome applications from everyone.`;

const northwind = `Northwind Health builds software that 4,000 GP practices use to book appointments for 12 million patients. Our product teams work in small, autonomous squads, and we ship to production many times a day.

We are hiring a Senior Backend Engineer to lead work on our appointments platform.

You will:
- Design and build APIs in TypeScript and Node.js
- Own our PostgreSQL data model and its migrations
- Improve our CI/CD pipelines on GitHub Actions
- Mentor engineers and lead technical design reviews

You have:
- 5+ years of experience with TypeScript
- Strong PostgreSQL skills
- Experience with Docker and Kubernetes
- A track record of mentoring

Nice to have: GraphQL, experience in healthcare.

Salary: £70,000 to £85,000 plus equity. Remote-first with quarterly meet-ups in Manchester. Apply with your CV and a short cover letter; we reply to every application within two weeks.

Our benefits include 30 days of holiday, a £1,000 yearly learning budget, private health cover and a home-office allowance. We welcome applicants from all backgrounds and will make reasonable adjustments at any stage of the process.`;

const riverside = `Riverside Community Care is an NHS trust serving 450,000 people across Wakefield and Pontefract, with 3 hospitals and 40 community teams.

Senior Staff Nurse (Band 6), Surgical Ward

We are looking for an experienced nurse to lead shifts on our busy 30-bed surgical ward. You will coordinate patient care, support junior staff and students, and work closely with the wider multidisciplinary team.

Essential:
- NMC registration
- Wound care and patient assessment
- Medication administration
- Experience of mentoring students

Desirable:
- Leadership course
- Experience with electronic patient records (SystmOne)

We offer £37,338 to £44,962 a year, flexible rostering, and access to the NHS Pension Scheme. Please apply through NHS Jobs with your CV and a supporting statement. Interviews will take place in the week of 9 February.

We are committed to safeguarding and promoting the welfare of children and adults, and this post is subject to an enhanced DBS check. We particularly welcome applications from under-represented groups.`;

const brightlearn = `BrightLearn creates online courses for 250 employers and more than 1 million learners worldwide. Our Learning Experience team designs courses that people actually finish.

Instructional Designer (Internship or Graduate entry considered)

In this role you will design engaging e-learning modules with subject-matter experts, storyboard lessons, and build them in Articulate Rise and Storyline. You will run learner testing and use feedback and data to improve each course.

We are looking for:
- Knowledge of instructional design models such as ADDIE
- Experience with Articulate Rise or Articulate Storyline
- Experience with an LMS such as Moodle
- Strong writing and curriculum design skills

Salary £30,000 to £34,000. Hybrid: our studio is in Leeds city centre and the team meets on Tuesdays. Please send your CV, a cover letter and, if you have one, a short portfolio. Applications close on 28 February.

Our benefits include 28 days of holiday, a four-day week in August, and two volunteering days a year. We are proud to be a certified B Corporation and a Living Wage employer.`;

export const letterAds: readonly LetterAd[] = [
  { name: 'harbour-homes', company: 'Harbour Homes', role: 'Data Analyst', manager: 'Ms. Helen Okoro', jobAd: harbourHomes },
  { name: 'northwind', company: 'Northwind Health', role: 'Senior Backend Engineer', manager: 'Dr Ana Ribeiro', jobAd: northwind },
  { name: 'riverside', company: 'Riverside Community Care', role: 'Senior Staff Nurse', manager: '', jobAd: riverside },
  { name: 'brightlearn', company: 'BrightLearn', role: 'Instructional Designer', manager: 'Mr. John Smith', jobAd: brightlearn },
];

/** What the kinds' extra fields hold when the user fills them in. */
export const kindFields = {
  internship: { availability: 'June–September 2027, full time', learningGoals: 'learn how an analytics team turns raw data into decisions' },
  'career-change': { changeReason: 'I want to design learning for many more people than one classroom can reach' },
} as const;
