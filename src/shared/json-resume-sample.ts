// Test data: the unit tests of the JSON Resume import and export and the
// browser test of the builder's Import read this one document, so both
// sides are held to the same file, one that uses every field.

/** A software engineer's JSON Resume that uses every section and field of schema v1, plus keys the schema does not know. */
export const jsonResumeSample = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    name: 'Amélie Laurent',
    label: 'Senior Software Engineer',
    image: 'https://amelie.dev/portrait.jpg',
    email: 'amelie@example.com',
    phone: '+33 6 12 34 56 78',
    url: 'https://amelie.dev',
    summary: 'Backend engineer who builds data pipelines that stay fast at scale.',
    location: { address: '12 rue de la République', postalCode: '69002', city: 'Lyon', countryCode: 'FR', region: 'Auvergne-Rhône-Alpes' },
    profiles: [
      { network: 'GitHub', username: 'alaurent', url: 'https://github.com/alaurent' },
      { network: 'LinkedIn', username: 'amelie-laurent', url: 'https://www.linkedin.com/in/amelie-laurent' },
    ],
    pronouns: 'she/her',
  },
  work: [
    {
      name: 'Datadog',
      location: 'Paris, France',
      description: 'Monitoring and security platform',
      position: 'Senior Software Engineer',
      url: 'https://www.datadoghq.com',
      startDate: '2021-03',
      summary: 'Tech lead of the log ingestion team.',
      highlights: ['Cut p99 ingestion latency by 40%', 'Mentored four engineers to promotion'],
      team: 'Logs Ingestion',
    },
    {
      name: 'Criteo',
      location: 'Paris, France',
      description: 'Advertising technology',
      position: 'Software Engineer',
      url: 'https://www.criteo.com',
      startDate: '2017-09-01',
      endDate: '2021-02-28',
      summary: 'Worked on the real-time bidding engine.',
      highlights: ['Rewrote the bid cache in Go', 'Halved the fleet size'],
    },
  ],
  volunteer: [
    {
      organization: 'Duchess France',
      position: 'Mentor',
      url: 'https://www.duchess-france.fr',
      startDate: '2019-01',
      endDate: '2022-12',
      summary: 'Mentored women starting out in software engineering.',
      highlights: ['Ran twelve code review workshops'],
    },
  ],
  education: [
    {
      institution: 'INSA Lyon',
      url: 'https://www.insa-lyon.fr',
      area: 'Computer Science',
      studyType: 'Master',
      startDate: '2012-09',
      endDate: '2017-06',
      score: '16.2/20',
      courses: ['Distributed Systems', 'Compilers'],
    },
    {
      institution: 'Lycée du Parc',
      url: 'https://lyceeduparc.fr',
      area: 'Mathematics and Physics',
      studyType: 'CPGE',
      startDate: '2010',
      endDate: '2012',
      score: 'Admitted with honours',
      courses: ['MPSI', 'MP*'],
    },
  ],
  awards: [{ title: 'Best Paper', date: '2016-11-05', awarder: 'Compas Conference', summary: 'For work on lock-free queues.' }],
  certificates: [{ name: 'Certified Kubernetes Administrator', date: '2022-04-12', url: 'https://www.cncf.io/certification/cka/', issuer: 'CNCF' }],
  publications: [
    { name: 'Lock-free queues for log pipelines', publisher: 'Compas', releaseDate: '2016-06-28', url: 'https://example.org/paper.pdf', summary: 'Bounded MPMC queues in practice.' },
  ],
  skills: [
    { name: 'Go', level: 'Master', keywords: ['goroutines', 'pprof'] },
    { name: 'Kubernetes', level: 'advanced', keywords: ['Helm', 'operators'] },
    { name: 'Rust', level: 'Intermediate', keywords: [] },
  ],
  languages: [
    { language: 'French', fluency: 'Native speaker' },
    { language: 'English', fluency: 'Fluent' },
  ],
  interests: [{ name: 'Climbing', keywords: ['bouldering', 'Fontainebleau'] }],
  references: [{ name: 'Marc Dubois, Engineering Manager at Datadog', reference: 'Amélie is the engineer everyone asks for help.' }],
  projects: [
    {
      name: 'logslice',
      description: 'A CLI to cut huge log files by time range',
      highlights: ['1,200 stars on GitHub'],
      keywords: ['Go', 'CLI'],
      startDate: '2019-05',
      endDate: '2020-01',
      url: 'https://github.com/alaurent/logslice',
      roles: ['Author', 'Maintainer'],
      entity: 'Personal',
      type: 'application',
    },
  ],
  meta: { canonical: 'https://registry.jsonresume.org/alaurent.json', version: 'v1.0.0', lastModified: '2024-05-01T09:30:00', theme: 'elegant' },
  'x-generator': { name: 'hand-written', flags: [1, null, true] },
};
