import type { LabelledAd } from './types.ts';

export const softwareAds: LabelledAd[] = [
  {
    id: 'frontend-developer-london',
    field: 'software',
    language: 'en',
    company: 'Tillbook',
    role: 'Frontend Developer',
    ad: `Frontend Developer (React)
Tillbook – London, Shoreditch (hybrid, 2 days in office)
£55,000 – £65,000 + share options

Who we are
Tillbook is the booking and payments platform behind 8,000 independent salons, barbers and gyms in the UK and Ireland. We were founded in 2017 by two former salon owners, and we are now a team of 70, of whom 28 are engineers. Last year our customers took 14 million bookings through us.

The team
You will join the Booking squad: four engineers, a designer and a product manager. The squad owns everything a customer's client sees when they book online, and we ship to production several times a day.

What you'll do
- Build new booking features in our React and TypeScript web app
- Turn Figma designs into accessible, responsive interfaces
- Write tests and review your colleagues' pull requests
- Improve the performance of pages that load on slow mobile connections

What we're looking for
- 2+ years of professional frontend development
- Experience with JS/TS and React
- Good HTML and CSS, including responsive layouts
- An understanding of web accessibility (WCAG 2.2)
- Automated testing with Jest, Vitest or Testing Library
- Comfortable with Git and code review
Bonus points
- Next.js
- GraphQL
- Experience with payments or e-commerce

What's in it for you
25 days' holiday plus your birthday off, private health cover, a £500 home-office budget, enhanced parental leave and an annual team trip.

How to apply
Send your CV or LinkedIn profile and, if you have one, a link to your GitHub. There's no cover letter needed. Our process is a 30-minute call, a take-home task (paid, 3 hours at most) and a final interview with the squad. Applications close on 16 January.

Tillbook is an equal opportunity employer. We do not discriminate on the basis of race, religion, colour, national origin, gender, sexual orientation, age, marital status or disability.`,
    resume: {
      personalInfo: { fullName: 'Daniel Osei', email: 'daniel.osei@example.com', location: 'London', website: 'danielosei.dev', label: 'Frontend Developer' },
      summary: 'Frontend developer who cares about fast, accessible pages. Three years shipping React apps in small product teams.',
      experience: [
        {
          company: 'Lettable',
          position: 'Frontend Developer',
          location: 'London',
          startDate: '2023-05',
          current: true,
          description: '- Rebuilt the property search in React and TypeScript, halving the time to first result\n- Fixed 140 WCAG issues found in an accessibility audit and added axe checks to CI\n- Wrote component tests with React Testing Library and Vitest, taking coverage from 35% to 80%',
        },
        {
          company: 'Studio Fenwick',
          position: 'Junior Web Developer',
          location: 'London',
          startDate: '2021-09',
          endDate: '2023-04',
          description: '- Built marketing sites for 20 clients in HTML, Sass and vanilla JavaScript\n- Turned designers\' Figma files into responsive templates\n- Reviewed pull requests on GitHub for two other juniors',
        },
      ],
      education: [{ institution: 'Makers Academy', degree: 'Software Engineering Bootcamp', startDate: '2021-03', endDate: '2021-07' }],
      skills: [
        { name: 'React', level: 4 },
        { name: 'JavaScript', level: 4 },
        { name: 'CSS', level: 4 },
        { name: 'HTML', level: 4 },
        { name: 'Git', level: 3 },
        { name: 'Figma', level: 3 },
      ],
    },
    requirements: [
      { name: '2+ years in frontend development', accept: ['2+ years', 'frontend development', 'professional frontend development'], kind: 'experience', met: true },
      { name: 'JavaScript or TypeScript', accept: ['JS/TS', 'JavaScript', 'TypeScript', 'JS', 'TS'], kind: 'skill', met: true },
      { name: 'React', accept: ['React.js', 'ReactJS'], kind: 'tool', met: true },
      { name: 'HTML', accept: ['HTML5'], kind: 'skill', met: true },
      { name: 'CSS', accept: ['responsive layouts', 'CSS3'], kind: 'skill', met: true },
      { name: 'Web accessibility', accept: ['WCAG', 'WCAG 2.2', 'accessibility', 'a11y'], kind: 'skill', met: true },
      { name: 'Jest, Vitest or Testing Library', accept: ['automated testing', 'Jest', 'Vitest', 'Testing Library', 'React Testing Library'], kind: 'tool', met: true },
      { name: 'Git', accept: ['code review'], kind: 'tool', met: true },
      { name: 'Next.js', accept: ['NextJS'], kind: 'tool', met: false },
      { name: 'GraphQL', accept: [], kind: 'tool', met: false },
      { name: 'Payments or e-commerce experience', accept: ['payments', 'e-commerce', 'ecommerce'], kind: 'experience', met: false },
    ],
  },
  {
    id: 'backend-engineer-edinburgh',
    field: 'software',
    language: 'en',
    company: 'Lendwise',
    role: 'Senior Backend Engineer',
    ad: `Senior Backend Engineer
Lendwise, Edinburgh – hybrid or fully remote within the UK

Lendwise helps credit unions offer fair, fast loans online. Our platform handles applications, affordability checks and repayments for 45 credit unions and their 600,000 members. We are profitable, independent and a team of 55, with our main office on Leith Walk.

Salary £70,000–£85,000, 30 days' holiday, 8% pension, private healthcare and a four-day week every August.

What you will be doing
- Designing and building services that score and fund loan applications in seconds
- Owning APIs used by credit union staff and by our partners
- Improving reliability, observability and cost of our platform on AWS
- Mentoring mid-level engineers and taking part in our on-call rota (paid)

What you will bring
Essential
- 4+ years building backend services in production
- Node.js (TypeScript) or Go
- Relational databases, ideally Postgres, including schema design and query tuning
- REST API design
- Docker, and running services on AWS
- Experience of mentoring other engineers
Desirable
- Kubernetes
- Terraform or another infrastructure-as-code tool
- Event-driven systems with Kafka or SQS
- Knowledge of financial services regulation (FCA)

How we hire
A 30-minute intro call, a technical conversation about a system you built (no whiteboard puzzles), and a final chat with two founders. Please apply with your CV; a covering note is optional. Applications close on 23 January.

Lendwise is an equal opportunities employer and a Disability Confident Committed organisation. We will make reasonable adjustments at every stage – just tell us what you need.`,
    resume: {
      personalInfo: { fullName: 'Morag Campbell', email: 'morag.campbell@example.com', location: 'Glasgow', label: 'Backend Engineer' },
      summary: 'Backend engineer with six years in payments and insurance, mostly in Go and PostgreSQL.',
      experience: [
        {
          company: 'Thistle Insurance',
          position: 'Senior Software Engineer',
          location: 'Glasgow',
          startDate: '2022-02',
          current: true,
          description: '- Led the rewrite of the quotes API in Go, serving 3 million quotes a month\n- Cut p95 latency from 900 ms to 140 ms by reworking PostgreSQL indexes and queries\n- Moved 12 services to Kubernetes (EKS) on AWS, packaged with Docker\n- Mentored four junior and mid-level engineers, two now promoted',
        },
        {
          company: 'Paywave',
          position: 'Software Engineer',
          location: 'Edinburgh',
          startDate: '2019-07',
          endDate: '2022-01',
          description: '- Built REST endpoints for card refunds in Java and Spring\n- Built the nightly reconciliation job for card settlements\n- Wrote runbooks for the on-call rota',
        },
      ],
      education: [{ institution: 'University of Strathclyde', degree: 'BEng', fieldOfStudy: 'Software Engineering', startDate: '2015-09', endDate: '2019-06' }],
      skills: [
        { name: 'Go', level: 5 },
        { name: 'PostgreSQL', level: 4 },
        { name: 'Java', level: 3 },
        { name: 'Docker', level: 4 },
        { name: 'Kubernetes', level: 3 },
        { name: 'AWS', level: 4 },
      ],
    },
    requirements: [
      { name: '4+ years building backend services', accept: ['4+ years', 'backend development', 'backend services in production'], kind: 'experience', met: true },
      { name: 'Node.js or Go', accept: ['Node.js', 'Node', 'TypeScript', 'Go', 'Golang'], kind: 'skill', met: true },
      { name: 'Postgres', accept: ['PostgreSQL', 'relational databases', 'SQL'], kind: 'tool', met: true },
      { name: 'REST API design', accept: ['REST', 'API design', 'RESTful APIs'], kind: 'skill', met: true },
      { name: 'Docker', accept: [], kind: 'tool', met: true },
      { name: 'AWS', accept: ['Amazon Web Services'], kind: 'tool', met: true },
      { name: 'Mentoring', accept: ['mentoring other engineers', 'mentorship'], kind: 'skill', met: true },
      { name: 'Kubernetes', accept: ['K8s', 'EKS'], kind: 'tool', met: true },
      { name: 'Terraform or infrastructure as code', accept: ['Terraform', 'infrastructure-as-code', 'IaC'], kind: 'tool', met: false },
      { name: 'Kafka or SQS', accept: ['event-driven systems', 'Kafka', 'SQS'], kind: 'tool', met: false },
      { name: 'FCA regulation knowledge', accept: ['financial services regulation', 'FCA'], kind: 'experience', met: false },
    ],
  },
  {
    // Mostly boilerplate: four real requirements among values, perks and process.
    id: 'graduate-developer-cardiff',
    field: 'software',
    language: 'en',
    company: 'Penarth Systems',
    role: 'Graduate Software Developer',
    ad: `Graduate Software Developer
Penarth Systems – Cardiff Bay – September intake

At Penarth Systems we believe that great software starts with great people. Since 2004 we have been building the scheduling systems that keep 200 bus and ferry operators running on time across the UK and Europe, and we have grown from three friends in a spare room to a family of 180 colleagues in Cardiff, Bristol and Rotterdam.

We are proud of our culture. We were named one of the Best Places to Work in Wales three years in a row, and we mean it when we say that everyone's voice counts. Our values – Curious, Kind, Reliable – guide every decision we make, from how we design a timetable screen to how we support each other through a hard week.

Our two-year graduate programme gives you real work from your first month. You will rotate through three product teams, have a dedicated mentor and a buddy from the previous intake, and spend every Friday afternoon learning with the rest of your cohort.

What we offer
- A starting salary of £30,000, rising to £34,000 after the first year
- 28 days' holiday plus bank holidays, and a day off for volunteering
- Hybrid working after your first three months
- A generous pension, life assurance and an employee assistance programme
- Free fruit, a games room and monthly socials on the waterfront

What you'll need
- Some programming experience in C# or Java, from your studies or your own projects
- A basic understanding of SQL
- A degree in computer science or a related subject, or a coding bootcamp
- You'll need to be able to work well in a team: we do everything in pairs and small groups

How to apply
Apply through our careers page with your CV. There's no need for a cover letter: instead, answer two short questions about a project you enjoyed. The closing date is 28 February, and assessment days run in March.

Penarth Systems is an equal opportunities employer and welcomes applications in Welsh, which will be treated no less favourably than applications in English.`,
    resume: {
      personalInfo: { fullName: 'Rhys Evans', email: 'rhys.evans@example.com', location: 'Swansea', label: 'Computer Science Student' },
      summary: 'Computer science graduate looking for a first developer role where I can learn from a strong team.',
      experience: [
        {
          company: 'Admiral Group',
          position: 'Customer Support Advisor',
          location: 'Cardiff',
          startDate: '2025-08',
          current: true,
          description: '- Handle 60 customer calls and chats a day about car insurance claims\n- Suggested a change to the claims FAQ page that cut repeat calls by 10%',
        },
        {
          company: 'Swansea University Students\' Union',
          position: 'IT Helpdesk Assistant (part-time)',
          location: 'Swansea',
          startDate: '2023-10',
          endDate: '2025-06',
          description: '- Answered around 30 laptop and Wi-Fi queries a week from students\n- Wrote a Python script that sorts helpdesk tickets by building',
        },
        {
          company: 'Gower Outdoor',
          position: 'Summer Retail Assistant',
          location: 'Gower',
          startDate: '2022-06',
          endDate: '2022-09',
          description: '- Served customers and ran the till on busy summer weekends\n- Worked in a team of six to set up the new store layout',
        },
      ],
      education: [{ institution: 'Swansea University', degree: 'BSc', fieldOfStudy: 'Computer Science', startDate: '2022-09', endDate: '2025-06', description: 'Final-year project: a bus-arrival app written in Java with an Android front end.' }],
      skills: [
        { name: 'Java', level: 3 },
        { name: 'Python', level: 3 },
        { name: 'HTML and CSS', level: 2 },
        { name: 'Teamwork', level: 4 },
      ],
      languages: [
        { language: 'Welsh', fluency: 'Native' },
        { language: 'English', fluency: 'Native' },
      ],
    },
    requirements: [
      { name: 'C# or Java', accept: ['C#', 'Java', 'programming experience'], kind: 'skill', met: true },
      { name: 'SQL', accept: [], kind: 'skill', met: false },
      { name: 'Computer science degree or bootcamp', accept: ['computer science', 'degree in computer science', 'related subject', 'coding bootcamp', 'degree'], kind: 'qualification', met: true },
      { name: 'Teamwork', accept: ['work well in a team', 'team working'], kind: 'skill', met: true },
    ],
  },
];
