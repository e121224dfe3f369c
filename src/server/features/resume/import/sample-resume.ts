import type { ResumeData } from '../../../../shared/resume.ts';

/** A resume with every kind of field the templates print, a long bullet that wraps, and entries with and without a body: what the import and the ATS check are measured on. */
export const sampleResume: ResumeData = {
  personalInfo: { fullName: 'Priya Raman', label: 'Data Analyst', email: 'priya.raman@example.com', phone: '+44 7700 900123', location: 'Leeds, UK', linkedin: 'linkedin.com/in/priyaraman', website: 'https://priya.example.com' },
  summary: 'Data analyst with four years of experience turning messy operational data into clear decisions for retail and housing teams.',
  experience: [
    { company: 'Northfield Homes', position: 'Senior Data Analyst', location: 'Leeds', startDate: '2022-03', current: true, description: '• Built weekly Power BI dashboards used by 40 managers across the housing and repairs teams, replacing eleven spreadsheets\n• Cut monthly reporting time by 30% with dbt models\n• Led a team of 3 analysts' },
    { company: 'Corner Shop Ltd', position: 'Data Analyst', location: 'Bradford', startDate: '2019-09', endDate: '2022-02', description: '• Cleaned 2 million rows of sales data in Python\n• Wrote the churn model that kept 5% more customers' },
    { company: 'City Library', position: 'Data Intern', location: 'York', startDate: '2019-06', endDate: '2019-08', description: '• Mapped visitor numbers for 12 branches' },
  ],
  education: [
    { institution: 'University of Leeds', degree: 'BSc', fieldOfStudy: 'Mathematics', startDate: '2016-09', endDate: '2019-06' },
    { institution: 'Leeds City College', degree: 'A-levels', fieldOfStudy: 'Maths, Physics and Economics', startDate: '2014-09', endDate: '2016-06' },
  ],
  skills: [
    { name: 'SQL', level: 5 },
    { name: 'Python', level: 4 },
    { name: 'Power BI', level: 4 },
    { name: 'dbt', level: 3 },
  ],
  languages: [
    { language: 'English', fluency: 'Native speaker' },
    { language: 'Tamil', fluency: 'Fluent' },
  ],
  certificates: [{ name: 'PL-300 Power BI Data Analyst', issuer: 'Microsoft', date: '2023-04' }],
};

