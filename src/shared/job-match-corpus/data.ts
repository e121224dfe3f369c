import type { LabelledAd } from './types.ts';

export const dataAds: LabelledAd[] = [
  {
    // The case from the bug report: the ad's boilerplate (homes, cover letter,
    // hybrid) must not be taken for requirements, and Tableau in the skills
    // meets "a BI tool such as Power BI or Tableau".
    id: 'data-analyst-leeds',
    field: 'data',
    language: 'en',
    company: 'Aire Valley Homes',
    role: 'Data Analyst',
    ad: `Data Analyst
Aire Valley Homes – Leeds

Aire Valley Homes is one of the largest housing associations in the North of England. We deliver and manage more than 300,000 homes across Yorkshire and the North East, and our Insight team of 14 turns repairs, rent and customer data into decisions that make those homes safer, warmer and better run.

Location: Leeds city centre, hybrid (two days a week in the office)
Salary: £32,000–£38,000, plus 8% employer pension contribution, 27 days' holiday and a cycle-to-work scheme
Contract: permanent, full-time (35 hours a week)

What you'll do
- Build and maintain dashboards that show repairs performance to managers and to our tenants' panel
- Write queries and scripts that pull data from our housing management system
- Document data pipelines so that colleagues can run and change them
- Supply monthly reports to the Board and the regulator
- Work with colleagues in Repairs, Finance and Customer Services to understand what they need

What we're looking for
Essential:
- Strong SQL and Python (pandas)
- Experience with a BI tool such as Power BI or Tableau
- The ability to document data pipelines clearly for a non-specialist reader
- A degree in a numerate subject such as computer science, maths or statistics
- Good communication skills and the confidence to present findings to non-technical colleagues
Desirable:
- Experience of Azure Data Factory or a similar ETL tool
- Knowledge of the social housing sector

How to apply
Please send your CV and a cover letter explaining why you would like to join us to Ms. Helen Okoro, Head of Insight, at recruitment@airevalleyhomes.example by 12 January. Interviews will take place in the week of 26 January.

Aire Valley Homes is an equal opportunities employer. We welcome applications from everyone and guarantee an interview to disabled applicants who meet the essential criteria.`,
    resume: {
      personalInfo: { fullName: 'Priya Shah', email: 'priya.shah@example.com', phone: '+44 7700 900123', location: 'Leeds', label: 'Graduate Data Analyst' },
      summary: 'Computer science graduate who enjoys turning messy operational data into clear reports. Comfortable with SQL and Python, and used to explaining results to people who are not analysts.',
      experience: [
        {
          company: 'University of Leeds',
          position: 'Graduate Teaching Assistant',
          location: 'Leeds',
          startDate: '2024-09',
          current: true,
          description: '- Run weekly SQL lab tutorials for 40 first-year students\n- Mark coursework for the Databases module and hold drop-in sessions\n- Wrote a Python script that checks lab submissions automatically',
        },
        {
          company: 'Leeds Community Healthcare NHS Trust',
          position: 'Data Analyst Intern',
          location: 'Leeds',
          startDate: '2023-06',
          endDate: '2023-09',
          description: '- Cut report run time by 30% by rewriting the weekly waiting-list queries\n- Cleaned 2 million records with pandas before a system migration\n- Presented monthly findings to non-technical ward managers',
        },
      ],
      education: [{ institution: 'University of Leeds', degree: 'BSc', fieldOfStudy: 'Computer Science', startDate: '2021-09', endDate: '2024-06' }],
      skills: [
        { name: 'Python', level: 4 },
        { name: 'SQL', level: 4 },
        { name: 'Tableau', level: 3 },
        { name: 'Git', level: 3 },
      ],
    },
    requirements: [
      { name: 'SQL', accept: ['Strong SQL'], kind: 'skill', met: true },
      { name: 'Python', accept: ['pandas', 'Python (pandas)'], kind: 'skill', met: true },
      { name: 'Power BI or Tableau', accept: ['BI tool', 'Power BI', 'Tableau'], kind: 'tool', met: true },
      { name: 'Documenting data pipelines', accept: ['document data pipelines', 'data pipeline documentation', 'documentation'], kind: 'skill', met: false },
      { name: 'Numerate degree', accept: ['degree in a numerate subject', 'computer science', 'maths', 'mathematics', 'statistics', 'degree'], kind: 'qualification', met: true },
      { name: 'Communication skills', accept: ['communication', 'presenting findings', 'presentation skills'], kind: 'skill', met: true },
      { name: 'Azure Data Factory or ETL tool', accept: ['Azure Data Factory', 'ETL', 'ETL tool'], kind: 'tool', met: false },
      { name: 'Social housing sector knowledge', accept: ['social housing', 'housing sector'], kind: 'experience', met: false },
    ],
  },
  {
    id: 'bi-developer-bristol',
    field: 'data',
    language: 'en',
    company: 'Severnside Freight',
    role: 'BI Developer',
    ad: `BI Developer (Power BI)
Severnside Freight Ltd, Avonmouth, Bristol

Founded in 1998, Severnside Freight moves more than 40,000 containers a year between the Port of Bristol and warehouses across the South West. We are a family-owned business with 650 staff, and our small data team of six is building the reporting that our drivers, planners and customers rely on every day.

Hours: full-time, Monday to Friday. Hybrid: three days a week at our Avonmouth office, free parking on site.
Salary: £40,000–£46,000 depending on experience, annual bonus of up to 10%, 25 days' holiday plus bank holidays, private medical insurance and a 6% matched pension.

The role
Reporting to the Head of Data, you will own our Power BI estate and help the business move away from spreadsheets e-mailed on a Monday morning.

What you'll do
- Design, build and publish Power BI reports and data models
- Write and tune queries against our Postgres data warehouse
- Gather requirements from operations, finance and commercial teams
- Support users and run short training sessions

What we're looking for
Essential
- 3+ years' experience in a BI or reporting role
- Power BI, including DAX and Power Query
- Solid SQL, ideally with Postgres
- Advanced Excel (pivot tables, VLOOKUP/XLOOKUP)
- Stakeholder management: you can say no politely and explain why
Desirable
- Experience of dbt
- Some Python for automation
- A Microsoft certification such as PL-300 (Power BI Data Analyst)
- Background in logistics, transport or supply chain

How to apply
Click "Apply" to send your CV. Closing date: 30 January. We may close the advert early if we receive a high number of applications.

Severnside Freight is committed to equality, diversity and inclusion and welcomes applications from all sections of the community.`,
    resume: {
      personalInfo: { fullName: 'Tomasz Nowak', email: 'tomasz.nowak@example.com', location: 'Bristol', label: 'Reporting Analyst' },
      summary: 'Reporting analyst with five years in retail and logistics, building the dashboards managers open first thing in the morning.',
      experience: [
        {
          company: 'Westway Retail Group',
          position: 'Senior Reporting Analyst',
          location: 'Bristol',
          startDate: '2022-03',
          current: true,
          description: '- Built 25 Power BI reports used by 300 store managers, with DAX measures for like-for-like sales\n- Moved weekly stock reporting from Excel files to a PostgreSQL warehouse\n- Agreed priorities with regional directors and the finance team each quarter\n- Ran lunchtime Power BI training for 60 colleagues',
        },
        {
          company: 'Parcel Point UK',
          position: 'Operations Analyst',
          location: 'Swindon',
          startDate: '2019-09',
          endDate: '2022-02',
          description: '- Tracked on-time delivery for 120 routes across the South West depot network\n- Automated the daily exceptions report with pivot tables and VLOOKUP, saving four hours a week',
        },
      ],
      education: [{ institution: 'University of the West of England', degree: 'BSc', fieldOfStudy: 'Business Management', startDate: '2016-09', endDate: '2019-06' }],
      skills: [
        { name: 'Power BI', level: 4 },
        { name: 'DAX', level: 4 },
        { name: 'PostgreSQL', level: 3 },
        { name: 'Microsoft Excel', level: 5 },
        { name: 'Stakeholder engagement', level: 4 },
      ],
    },
    requirements: [
      { name: '3+ years in BI or reporting', accept: ['3+ years', 'BI experience', 'reporting experience'], kind: 'experience', met: true },
      { name: 'Power BI', accept: [], kind: 'tool', met: true },
      { name: 'DAX', accept: [], kind: 'skill', met: true },
      { name: 'Power Query', accept: ['M'], kind: 'tool', met: false },
      { name: 'SQL', accept: ['Postgres', 'PostgreSQL'], kind: 'skill', met: true },
      { name: 'Excel', accept: ['MS Excel', 'Microsoft Excel', 'pivot tables', 'VLOOKUP', 'XLOOKUP', 'Advanced Excel'], kind: 'tool', met: true },
      { name: 'Stakeholder management', accept: ['stakeholder engagement'], kind: 'skill', met: true },
      { name: 'dbt', accept: ['data build tool'], kind: 'tool', met: false },
      { name: 'Python', accept: [], kind: 'skill', met: false },
      { name: 'PL-300 certification', accept: ['Microsoft certification', 'PL-300', 'Power BI Data Analyst'], kind: 'qualification', met: false },
      { name: 'Logistics or supply chain experience', accept: ['logistics', 'transport', 'supply chain'], kind: 'experience', met: true },
    ],
  },
  {
    id: 'data-scientist-manchester',
    field: 'data',
    language: 'en',
    company: 'Brightmeter Energy',
    role: 'Data Scientist',
    ad: `Data Scientist – Customer Forecasting
Brightmeter Energy | Manchester (hybrid) | £50,000 – £60,000

Brightmeter supplies renewable electricity and gas to 1.2 million homes and small businesses. Since we started in a shared office in Ancoats in 2012 we have grown to 900 people, and our Data Science guild of 20 builds the models that decide how much energy we buy, when we call customers and how we price tariffs.

About the role
You will join the forecasting squad, working with engineers and product managers to improve the half-hourly demand forecast and to predict which customers are likely to struggle with their bills, so that we can offer help earlier.

Day to day you will
- Build, test and deploy machine learning models into production
- Analyse smart-meter data at scale (about 4 billion readings a year)
- Design and read A/B tests of new tariffs and customer journeys
- Explain your results to people who do not work with data

About you
Must have:
- Strong Python, including scikit-learn and pandas
- A solid grounding in statistics and machine learning
- Experience deploying models to production
- SQL
- Experience with a cloud platform (AWS or GCP)
Nice to have:
- Spark or Databricks
- Time-series forecasting
- An MSc or PhD in a quantitative subject
- Experience in the energy sector

What we offer
25 days' holiday, a 4-day week option after a year, an electric-car salary-sacrifice scheme, a £1,000 learning budget and 10% pension.

Send us your CV and a few lines about a model you are proud of. We review applications as they arrive, so apply early. We will close the advert on 9 February.

We want a team that reflects the customers we serve. We welcome applications regardless of age, disability, gender, race, religion or sexual orientation, and we are happy to talk about adjustments at any stage.`,
    resume: {
      personalInfo: { fullName: 'Aisha Bello', email: 'aisha.bello@example.com', location: 'Manchester', label: 'Data Scientist' },
      summary: 'Data scientist with a physics background. I build forecasting models and like seeing them used.',
      experience: [
        {
          company: 'Northern Rail Analytics',
          position: 'Data Scientist',
          location: 'Manchester',
          startDate: '2022-01',
          current: true,
          description: '- Built a passenger-demand forecast with gradient boosting that cut overcrowding complaints by 18%\n- Deployed three models behind a FastAPI service on AWS Lambda, monitored with CloudWatch\n- Designed A/B tests of timetable messages sent to 200,000 passengers',
        },
        {
          company: 'University of Manchester',
          position: 'Research Assistant',
          location: 'Manchester',
          startDate: '2020-10',
          endDate: '2021-12',
          description: '- Wrote statistical analysis of detector data in Python and R\n- Processed 30 TB of event data on the university cluster',
        },
      ],
      education: [
        { institution: 'University of Manchester', degree: 'MPhys', fieldOfStudy: 'Physics', startDate: '2016-09', endDate: '2020-06' },
      ],
      skills: [
        { name: 'Python', level: 5 },
        { name: 'scikit-learn', level: 4 },
        { name: 'Machine learning', level: 4 },
        { name: 'Statistics', level: 4 },
        { name: 'Time-series forecasting', level: 4 },
        { name: 'R', level: 3 },
        { name: 'FastAPI', level: 3 },
      ],
    },
    requirements: [
      { name: 'Python', accept: ['Strong Python'], kind: 'skill', met: true },
      { name: 'scikit-learn', accept: ['sklearn'], kind: 'tool', met: true },
      { name: 'pandas', accept: [], kind: 'tool', met: false },
      { name: 'Statistics', accept: ['statistical analysis'], kind: 'skill', met: true },
      { name: 'Machine learning', accept: ['ML'], kind: 'skill', met: true },
      { name: 'Deploying models to production', accept: ['model deployment', 'production ML', 'MLOps'], kind: 'experience', met: true },
      { name: 'SQL', accept: [], kind: 'skill', met: false },
      { name: 'AWS or GCP', accept: ['cloud platform', 'AWS', 'GCP', 'Google Cloud', 'Amazon Web Services'], kind: 'tool', met: true },
      { name: 'Spark or Databricks', accept: ['Spark', 'Apache Spark', 'Databricks'], kind: 'tool', met: false },
      { name: 'Time-series forecasting', accept: ['forecasting', 'time series'], kind: 'skill', met: true },
      { name: 'MSc or PhD in a quantitative subject', accept: ['MSc', 'PhD', 'postgraduate degree', 'quantitative degree'], kind: 'qualification', met: false },
      { name: 'Energy sector experience', accept: ['energy sector', 'energy industry'], kind: 'experience', met: false },
    ],
  },
];
