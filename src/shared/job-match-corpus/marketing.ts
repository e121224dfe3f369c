import type { LabelledAd } from './types.ts';

export const marketingAds: LabelledAd[] = [
  {
    id: 'b2b-marketing-manager-reading',
    field: 'marketing',
    language: 'en',
    company: 'Cobalt Compliance',
    role: 'B2B Marketing Manager',
    ad: `B2B Marketing Manager
Cobalt Compliance – Reading (hybrid, office Tuesdays and Thursdays)
£48,000 – £55,000 + 10% bonus

Cobalt Compliance makes health and safety software for construction and facilities firms. More than 2,300 companies, from two-person electrical contractors to FTSE 250 builders, use Cobalt to manage permits, inspections and training records. We were founded in 2011, are backed by a Thames Valley growth fund and have 160 employees.

The role
Our marketing team of seven is growing and we need a hands-on manager to own demand generation for our mid-market segment. You will report to the Marketing Director and manage a content executive and a marketing assistant.

Key responsibilities
- Plan and run multi-channel campaigns that bring in qualified leads for the sales team
- Own the marketing automation and lead-scoring set-up in HubSpot
- Report on pipeline and campaign performance every month
- Brief and manage agencies and freelancers
- Work with Sales, Product and Customer Success to agree messaging

About you
Essential
- 3+ years of B2B marketing experience, ideally in SaaS
- Hands-on HubSpot (or a similar marketing automation platform)
- Google Analytics 4 and a good grasp of attribution
- Excellent copywriting skills
- Strong stakeholder management
- Experience of managing people
Desirable
- CIM qualification
- SEO and paid search (Google Ads, LinkedIn Ads)
- Knowledge of the construction or health and safety sector

Benefits
25 days' holiday plus your birthday, private medical cover, a 5% matched pension, an annual learning budget and quarterly team days out.

How to apply
Please send your CV with a short cover letter telling us about a campaign you are proud of to careers@cobaltcompliance.example. Closing date: 21 January. First interviews will be held on Teams.

Cobalt Compliance is an equal opportunities employer. We value diversity and encourage applications from people of all backgrounds.`,
    resume: {
      personalInfo: { fullName: 'Laura Bennett', email: 'laura.bennett@example.com', location: 'Wokingham', label: 'Marketing Manager' },
      summary: 'B2B marketer who has spent five years turning campaigns into pipeline for software companies.',
      experience: [
        {
          company: 'Finlo Software',
          position: 'Demand Generation Manager',
          location: 'Slough',
          startDate: '2022-06',
          current: true,
          description: '- Ran account-based campaigns that produced £3.1m of sales pipeline in 2025\n- Built lead scoring and nurture workflows in HubSpot\n- Set up GA4 and a first-touch / last-touch attribution report\n- Manage one marketing executive and three freelance writers',
        },
        {
          company: 'Tessera Payroll',
          position: 'Marketing Executive',
          location: 'Reading',
          startDate: '2020-01',
          endDate: '2022-05',
          description: '- Wrote blog posts, case studies and e-mail newsletters for 12,000 HR customers\n- Ran LinkedIn Ads campaigns with a monthly budget of £8,000',
        },
      ],
      education: [{ institution: 'University of Reading', degree: 'BA', fieldOfStudy: 'English Literature', startDate: '2016-09', endDate: '2019-06' }],
      skills: [
        { name: 'HubSpot', level: 5 },
        { name: 'Google Analytics', level: 4 },
        { name: 'Copywriting', level: 4 },
        { name: 'Campaign planning', level: 4 },
        { name: 'LinkedIn Ads', level: 3 },
      ],
    },
    requirements: [
      { name: '3+ years in B2B marketing', accept: ['3+ years of B2B marketing experience', 'B2B marketing', 'SaaS marketing'], kind: 'experience', met: true },
      { name: 'HubSpot', accept: ['marketing automation', 'marketing automation platform'], kind: 'tool', met: true },
      { name: 'Google Analytics 4', accept: ['GA4', 'Google Analytics'], kind: 'tool', met: true },
      { name: 'Attribution', accept: ['marketing attribution'], kind: 'skill', met: true },
      { name: 'Copywriting', accept: ['copywriting skills'], kind: 'skill', met: true },
      { name: 'Stakeholder management', accept: [], kind: 'skill', met: false },
      { name: 'People management', accept: ['managing people', 'line management'], kind: 'experience', met: true },
      { name: 'CIM qualification', accept: ['CIM', 'Chartered Institute of Marketing'], kind: 'qualification', met: false },
      { name: 'SEO', accept: ['search engine optimisation'], kind: 'skill', met: false },
      { name: 'Paid search', accept: ['Google Ads', 'LinkedIn Ads', 'PPC', 'paid search (Google Ads, LinkedIn Ads)'], kind: 'skill', met: true },
      { name: 'Construction or health and safety sector', accept: ['construction', 'health and safety'], kind: 'experience', met: false },
    ],
  },
  {
    id: 'social-media-executive-glasgow',
    field: 'marketing',
    language: 'en',
    company: 'Clyde & Co Coffee',
    role: 'Social Media Executive',
    ad: `Social Media Executive
Clyde & Co Coffee Roasters – Glasgow (Finnieston roastery)
Full-time, on-site with one work-from-home day a week
£27,000 – £30,000

We started roasting coffee in a railway arch in 2014. Today Clyde & Co runs nine cafés across Glasgow and Edinburgh, supplies 250 independent cafés and sells subscriptions to 18,000 home brewers. Our team of 110 is passionate about speciality coffee that is traceable, fairly paid and roasted here in Scotland.

We are looking for a creative, organised Social Media Executive to grow our community on Instagram, TikTok and Facebook and to bring more of our story to life in short video.

What you'll be doing
- Planning and publishing a content calendar across Instagram, TikTok, Facebook and LinkedIn
- Filming and editing short-form video in our cafés and roastery
- Writing captions, replying to comments and messages and keeping our tone of voice consistent
- Working with local creators and baristas on collaborations
- Reporting on reach, engagement and subscription sales each month

What you'll bring
- At least one year's experience managing social channels for a brand or agency
- A great eye for visual content and strong copywriting
- Video editing in Adobe Premiere Pro or CapCut
- Canva or Adobe Photoshop
- Experience with Meta Business Suite and TikTok's creator tools
- Confidence with Google Analytics 4 (a plus)
- A love of coffee is nice, but we'll teach you the rest

Perks
Free coffee (obviously), 50% off in our cafés, a Cycle to Work scheme, 28 days' holiday, a day off on your birthday and a monthly cupping session with our roasters.

To apply, send us your CV and links to two or three accounts or posts you've worked on. We'll be interviewing on a rolling basis, and the advert closes on 31 January.

Clyde & Co Coffee welcomes applicants from every background and is committed to being an inclusive employer.`,
    resume: {
      personalInfo: { fullName: 'Eilidh MacLeod', email: 'eilidh.macleod@example.com', location: 'Glasgow', label: 'Content Creator' },
      summary: 'Content creator with a background in photography, making short videos that people actually finish watching.',
      experience: [
        {
          company: 'Thistle Social',
          position: 'Social Media Assistant',
          location: 'Glasgow',
          startDate: '2025-02',
          current: true,
          description: '- Run Instagram and TikTok for four hospitality clients, posting 30 times a week\n- Edit Reels and TikToks in CapCut; our best video reached 1.4 million views\n- Schedule posts and answer messages in Meta Business Suite',
        },
        {
          company: 'Freelance',
          position: 'Photographer',
          location: 'Glasgow',
          startDate: '2022-06',
          endDate: '2025-01',
          description: '- Photographed food and interiors for 40 restaurants and bars\n- Edited and retouched photos in Lightroom and Photoshop',
        },
      ],
      education: [{ institution: 'Glasgow Clyde College', degree: 'HND', fieldOfStudy: 'Photography', startDate: '2020-09', endDate: '2022-06' }],
      skills: [
        { name: 'Instagram', level: 4 },
        { name: 'TikTok', level: 4 },
        { name: 'Photography', level: 5 },
        { name: 'Adobe Lightroom', level: 4 },
        { name: 'Video editing', level: 4 },
      ],
    },
    requirements: [
      { name: '1+ year managing social channels', accept: ['social media experience', 'managing social channels', 'one year experience'], kind: 'experience', met: true },
      { name: 'Visual content', accept: ['eye for visual content', 'visual design'], kind: 'skill', met: true },
      { name: 'Copywriting', accept: ['captions', 'strong copywriting'], kind: 'skill', met: false },
      { name: 'Adobe Premiere Pro or CapCut', accept: ['video editing', 'Premiere Pro', 'Adobe Premiere', 'CapCut'], kind: 'tool', met: true },
      { name: 'Canva or Photoshop', accept: ['Canva', 'Adobe Photoshop', 'Photoshop'], kind: 'tool', met: true },
      { name: 'Meta Business Suite', accept: ['Meta Business Manager', 'Facebook Business Suite'], kind: 'tool', met: true },
      { name: 'TikTok creator tools', accept: ['TikTok', "TikTok's creator tools"], kind: 'tool', met: true },
      { name: 'Google Analytics 4', accept: ['GA4', 'Google Analytics'], kind: 'tool', met: false },
    ],
  },
];
