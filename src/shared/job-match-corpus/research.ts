import type { LabelledAd } from './types.ts';

export const researchAds: LabelledAd[] = [
  {
    id: 'research-assistant-cambridge-lab',
    field: 'research',
    language: 'en',
    company: 'Granta Institute for Cell Biology',
    role: 'Research Assistant (Cell Biology)',
    ad: `Research Assistant – Cell Biology
Granta Institute for Cell Biology, Cambridge Biomedical Campus
Salary: £29,500 – £33,800 per annum | Fixed term for 3 years in the first instance | Full-time, on-site

The Granta Institute is an independent research charity founded in 1994. Our 28 research groups, around 400 scientists and support staff, study how cells divide, age and go wrong in cancer. We share state-of-the-art facilities for imaging, flow cytometry and genomics with the University of Cambridge.

The Okafor lab (8 people) studies the DNA damage response in breast cancer cells. We are seeking a Research Assistant to support a new project, funded by Cancer Research UK, on how tumour cells tolerate replication stress.

Main responsibilities
- Maintain the lab's cell lines and prepare cells for experiments
- Carry out molecular biology experiments, including cloning, PCR and qPCR
- Perform Western blots and immunofluorescence staining
- Keep accurate records in our electronic lab notebook and manage lab stocks and orders
- Present results at lab meetings

Person specification
Essential
- A BSc (or equivalent) in a biological science
- Hands-on laboratory experience of PCR and cell culture
- Western blotting
- Careful record keeping and attention to detail
Desirable
- Experience of qPCR
- Flow cytometry
- Data analysis with GraphPad Prism
- CRISPR gene editing

We offer 30 days' annual leave plus bank holidays, a defined-contribution pension with 10% employer contribution, a subsidised canteen, on-site gym and shuttle bus from Cambridge station.

Informal enquiries can be made to Dr Chidi Okafor. Please apply online with a CV and a covering letter describing your laboratory experience, and the names of two referees. The closing date is 25 January and interviews are expected to take place in early February.

The Granta Institute is committed to equality of opportunity and holds an Athena SWAN Silver award. We particularly welcome applications from groups under-represented in science.`,
    resume: {
      personalInfo: { fullName: 'Hannah Lee', email: 'hannah.lee@example.com', location: 'Cambridge', label: 'Laboratory Technician' },
      summary: 'Biomedical science graduate with two years of hands-on cell and molecular biology in an academic lab.',
      experience: [
        {
          company: 'Anglia Ruskin University',
          position: 'Laboratory Technician',
          location: 'Cambridge',
          startDate: '2024-07',
          current: true,
          description: '- Maintain 15 mammalian cell lines (HeLa, MCF-7, HEK293) for teaching and research labs\n- Run PCR and agarose gel practicals for 120 undergraduates a term\n- Prepare buffers, media and reagents; manage orders for three labs\n- Keep records in Benchling',
        },
        {
          company: 'University of Sussex',
          position: 'Summer Research Placement',
          location: 'Brighton',
          startDate: '2023-06',
          endDate: '2023-09',
          description: '- Measured gene expression by RT-qPCR in knockdown cell lines\n- Analysed results in GraphPad Prism and presented them at the lab meeting',
        },
      ],
      education: [{ institution: 'University of Sussex', degree: 'BSc (Hons)', fieldOfStudy: 'Biomedical Science', startDate: '2021-09', endDate: '2024-06' }],
      skills: [
        { name: 'Mammalian cell culture', level: 4 },
        { name: 'PCR', level: 4 },
        { name: 'Aseptic technique', level: 4 },
        { name: 'Benchling', level: 3 },
        { name: 'Lab record keeping', level: 4 },
      ],
    },
    requirements: [
      { name: 'BSc in a biological science', accept: ['biological science degree', 'BSc', 'biology degree', 'life sciences degree'], kind: 'qualification', met: true },
      { name: 'PCR', accept: [], kind: 'skill', met: true },
      { name: 'Cell culture', accept: ['tissue culture', 'mammalian cell culture'], kind: 'skill', met: true },
      { name: 'Western blotting', accept: ['Western blot', 'Western blots', 'immunoblotting'], kind: 'skill', met: false },
      { name: 'Record keeping', accept: ['careful record keeping', 'lab records', 'attention to detail'], kind: 'skill', met: true },
      { name: 'qPCR', accept: ['RT-qPCR', 'quantitative PCR', 'real-time PCR'], kind: 'skill', met: true },
      { name: 'Flow cytometry', accept: ['FACS'], kind: 'skill', met: false },
      { name: 'GraphPad Prism', accept: ['Prism'], kind: 'tool', met: true },
      { name: 'CRISPR', accept: ['CRISPR gene editing', 'CRISPR-Cas9', 'gene editing'], kind: 'skill', met: false },
    ],
  },
  {
    id: 'research-officer-social-policy-manchester',
    field: 'research',
    language: 'en',
    company: 'Centre for Work and Welfare',
    role: 'Research Officer (Social Policy)',
    ad: `Research Officer – Social Policy (mixed methods)
Centre for Work and Welfare, Manchester
£34,000 – £39,000 | 2-year fixed-term contract | Hybrid, with at least two days a week in our Manchester office

The Centre for Work and Welfare is an independent think tank founded in 2008. Our team of 25 researchers and policy specialists studies low pay, social security and the cost of living, and our reports are regularly cited in Parliament and the national press. We are funded by charitable foundations and never take money from political parties.

We are recruiting a Research Officer to work on a two-year study of how families on Universal Credit manage irregular incomes, funded by the Nuffield Foundation. You will combine analysis of large survey data with in-depth interviews with families in three cities.

What you'll do
- Analyse data from the Understanding Society survey and administrative data
- Design topic guides and carry out semi-structured interviews with families
- Code and analyse interview transcripts
- Write reports, briefings and blogs for policy and general audiences

What we're looking for
Essential
- A Master's degree in a social science (e.g. social policy, sociology, economics)
- Quantitative analysis of survey data in R or Stata
- Experience of qualitative interviewing
- Excellent written English, including writing for non-academic readers
Desirable
- Experience of NVivo or another qualitative analysis package
- Knowledge of the UK social security system
- A track record of publications or policy reports
- Experience of working with longitudinal data

Benefits
28 days' holiday plus bank holidays and the Christmas closure, 9% employer pension contribution, flexible working, and a £750 annual training budget.

How to apply
Please send a CV and a cover letter (no more than two pages) explaining how you meet the essential criteria to recruitment@workandwelfare.example by 9am on 2 February. Interviews will include a short data exercise.

We are committed to building a diverse team and particularly welcome applications from people with lived experience of the benefits system, and from Black, Asian and minority ethnic candidates, who are under-represented in policy research.`,
    resume: {
      personalInfo: { fullName: 'Owen Pritchard', email: 'owen.pritchard@example.com', location: 'Salford', label: 'Research Assistant' },
      summary: 'Quantitative social researcher interested in poverty and household finances.',
      experience: [
        {
          company: 'University of Salford',
          position: 'Research Assistant',
          location: 'Salford',
          startDate: '2023-10',
          current: true,
          description: '- Analysed five waves of Understanding Society in Stata to track income volatility in 8,000 households\n- Co-wrote a policy briefing on the two-child limit that was cited in a House of Commons debate\n- Cleaned and documented survey data for a team of four',
        },
        {
          company: 'Citizens Advice Salford',
          position: 'Volunteer Adviser',
          location: 'Salford',
          startDate: '2021-09',
          endDate: '2023-09',
          description: '- Advised around 10 clients a week on Universal Credit, PIP and debt\n- Wrote case notes and referrals to food banks',
        },
      ],
      education: [
        { institution: 'University of Manchester', degree: 'MSc', fieldOfStudy: 'Social Research Methods and Statistics', startDate: '2022-09', endDate: '2023-09' },
        { institution: 'University of Liverpool', degree: 'BA', fieldOfStudy: 'Economics', startDate: '2019-09', endDate: '2022-06' },
      ],
      skills: [
        { name: 'Stata', level: 4 },
        { name: 'SPSS', level: 3 },
        { name: 'Longitudinal data analysis', level: 3 },
        { name: 'Policy writing', level: 3 },
      ],
      publications: [{ name: 'Income volatility and the two-child limit', publisher: 'University of Salford Policy Briefs', releaseDate: '2025-03' }],
    },
    requirements: [
      { name: "Master's in social science", accept: ["Master's degree", 'MSc', 'MA', 'social policy', 'sociology', 'economics'], kind: 'qualification', met: true },
      { name: 'R or Stata', accept: ['R', 'Stata', 'quantitative analysis', 'survey data analysis'], kind: 'tool', met: true },
      { name: 'Qualitative interviewing', accept: ['semi-structured interviews', 'qualitative research', 'interviewing'], kind: 'experience', met: false },
      { name: 'Written English', accept: ['English', 'excellent written English', 'writing for non-academic readers'], kind: 'language', met: true },
      { name: 'NVivo or qualitative analysis software', accept: ['NVivo', 'qualitative analysis package', 'ATLAS.ti'], kind: 'tool', met: false },
      { name: 'UK social security knowledge', accept: ['social security', 'Universal Credit', 'benefits system'], kind: 'experience', met: true },
      { name: 'Publications or policy reports', accept: ['publications', 'policy reports', 'track record of publications'], kind: 'experience', met: true },
      { name: 'Longitudinal data', accept: ['longitudinal data analysis', 'panel data'], kind: 'experience', met: true },
    ],
  },
];
