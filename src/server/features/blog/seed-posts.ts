import type { Language } from '../../../shared/languages.ts';

/**
 * The blog posts Inkwell ships with (seeded into an empty blog by seedBlog).
 * Content is Markdown (CommonMark + GFM); cover art lives in public/blog/.
 *
 * Each post is written in one language. That language is kept here, with the
 * text it describes, rather than in a column of blog_posts: the blog holds
 * only these posts (nothing else writes to it), so no migration is needed,
 * and a post this list does not know is taken as English (service.ts).
 */
export interface SeedPost {
  id: string;
  title: string;
  language: Language;
  content: string;
  author: string;
  imageUrl: string;
  createdAt: string;
}

export const seedPosts: SeedPost[] = [
  {
    id: '3f8a2c1e-7b4d-4e9a-9c2f-1a6d8e0b5c73',
    title: 'How to Build a Thesis Statement That Holds Your Argumentative Essay Together',
    language: 'en',
    author: 'Maya Okafor, Writing Coach',
    imageUrl: '/blog/thesis-statement-argumentative-essay.svg',
    createdAt: '2026-06-09T09:30:00.000Z',
    content: `A strong argumentative essay is not a pile of good points. It is one claim, defended from several directions, and the sentence that states that claim is your thesis. When an essay feels scattered, the problem almost always starts there. This guide walks through a repeatable way to build a thesis that keeps every paragraph pulling in the same direction.

## What a thesis statement actually does

A thesis is a promise to the reader. It tells them what you will argue, and it quietly tells them what you will _not_ argue. Every body paragraph should exist to make that promise more believable.

A working thesis has three jobs:

- **Take a position** that a reasonable person could disagree with.
- **Narrow the scope** so the claim can be defended in the space you have.
- **Hint at the reasons** you will use, so the reader can see the road ahead.

If your sentence only announces a topic ("This essay is about school uniforms"), it does none of these jobs. If it states a fact nobody disputes ("Many schools require uniforms"), there is nothing to argue.

## Start with a question, not a sentence

Before drafting the thesis itself, write the question your essay answers. Good questions are specific and genuinely open:

- Too broad: _Is technology good for education?_
- Better: _Should secondary schools ban phones during lessons?_
- Sharper: _Does a full-day phone ban help secondary students focus more than a lesson-time ban?_

Your thesis is simply your answer to that question, stated with confidence. A sharper question produces a thesis that is easier to defend and harder to wander away from.

## The claim + because + although pattern

A dependable way to draft a thesis is to fill in three slots:

1. **Claim:** what you believe should be done or is true.
2. **Because:** the two or three main reasons you will develop.
3. **Although (optional):** the strongest objection you intend to answer.

Put together, it might look like this:

> Although phones can support research in class, secondary schools should ban them during lessons because they fragment attention, they widen the gap between students who can self-regulate and those who cannot, and they shift classroom discipline onto teachers.

That sentence is long, and that is fine for a working draft. It gives you a map: one body paragraph per reason, plus a paragraph that takes the objection seriously. Once the essay is written, you can tighten the wording.

## Test your thesis before you write the body

Run your draft thesis through these checks. If it fails one, revise now; it is far cheaper than rewriting five paragraphs later.

- **The "so what?" test.** Would a reader care about the outcome? If not, connect the claim to a consequence.
- **The opponent test.** Can you name a real group of people who would disagree? If you cannot, the claim may be too obvious.
- **The evidence test.** Do you know, roughly, what evidence could support each reason? A thesis you cannot support is a wish, not an argument.
- **The scope test.** Could you defend it convincingly in your word limit? A short essay of around 500 words usually supports one claim and two reasons; a longer piece can carry more nuance.
- **The vocabulary test.** Replace vague words such as _good_, _bad_, _important_ or _many things_ with precise ones.

## Let the thesis organise the essay

Once the thesis is settled, use it as a checklist for structure:

- Each body paragraph opens with a **topic sentence** that restates one reason from the thesis in fresh words.
- Each paragraph ends by linking its evidence back to the main claim, not just summarising itself.
- The counterargument paragraph states the objection fairly before answering it. A straw-man version convinces nobody.
- The conclusion returns to the thesis, showing what the reader now understands that they did not at the start.

A quick diagnostic: read only your thesis and your topic sentences, in order. If they form a coherent mini-argument on their own, your structure is sound. If one of them seems to come from a different essay, that paragraph needs to be rethought or cut.

## Revise the thesis last, too

Writing is thinking, and your argument will often sharpen as you draft. It is normal for the final essay to argue something slightly different from your first thesis. When that happens, do not force the essay back to the old claim; rewrite the thesis so it matches what you actually demonstrated.

## Using Inkwell without losing your argument

In the **Essay Generator**, choose the _argumentative_ type, pick a tone and academic level, and include your own draft thesis in the prompt. A generated draft is most useful as something to push against: compare its structure with your thesis, notice where its reasons are weaker than yours, and rewrite in your own voice. Your earlier versions stay in **Document History**, so you can see how the claim evolved.

Treat any generated text as a starting point, not a submission. Check your school's academic-integrity policy on AI tools before you use them for assessed work, and make sure the final argument, evidence and wording are genuinely yours.`,
  },
  {
    id: 'a71e94d2-0c5b-4f38-8d1e-6b2f9a4c07e5',
    title: 'The One-Page Student Resume: What to Include When You Have Little Experience',
    language: 'en',
    author: 'Daniel Reyes, Careers Editor',
    imageUrl: '/blog/one-page-student-resume.svg',
    createdAt: '2026-07-21T14:00:00.000Z',
    content: `If you are a student with little formal work experience, a one-page resume is not a limitation. It is the right format. A reader wants to see, quickly, what you can do and what evidence backs it up. This guide covers what to include, how to write bullet points that carry weight, and the mistakes that most often undermine an otherwise strong student resume.

## Why one page is enough

Early in your career, a second page usually means padding: long lists of coursework, repeated duties, or a "hobbies" section that says little. One page forces you to choose your strongest evidence, and that choice is itself a signal of good judgement. Save the two-page format for when you have years of relevant experience to show.

## What to include, in order

For most students, this order works well. Adjust it if one section is clearly your strongest.

1. **Header.** Your name, a professional email address, phone number, city, and optionally a portfolio or professional profile address. You do not need a photo, date of birth or full street address unless it is customary where you are applying.
2. **Summary (optional).** Two lines stating who you are and what you are looking for, tailored to the role. Skip it if it would only repeat generic phrases.
3. **Education.** Institution, qualification, expected graduation date, and anything that sets you apart: a strong grade, relevant modules, a dissertation topic, scholarships or awards.
4. **Experience.** Part-time jobs, internships, volunteering, research assistance, club leadership, tutoring. Experience does not have to be paid to count.
5. **Projects.** Coursework, personal or team projects that show a skill the employer needs. Name what you built or produced and what it achieved.
6. **Skills.** Specific tools, languages and techniques, grouped sensibly. "Microsoft Excel (pivot tables, lookups)" says more than "computer literate".

## Start every bullet with an action verb

Bullets that begin with "Responsible for" or "Helped with" describe a job description, not your contribution. Lead with a verb that shows what _you_ did:

- **Organising and leading:** coordinated, led, organised, scheduled, trained, mentored
- **Creating:** designed, built, drafted, developed, launched, produced
- **Improving:** streamlined, reorganised, simplified, reduced, increased, resolved
- **Analysing:** researched, measured, compared, evaluated, tested, surveyed
- **Communicating:** presented, wrote, explained, negotiated, persuaded, edited

Use the past tense for finished roles and the present tense for your current one, and keep it consistent within each entry.

## Quantify results wherever you honestly can

Numbers turn a claim into evidence. You do not need dramatic figures; you need accurate ones. Ask yourself: _how many, how often, how much, how fast?_

- Weak: _Helped at the campus café._
- Better: _Served customers during peak lunch hours in a team of four._
- Strong: _Trained three new staff on the till and opening routine, cutting the time to open the café on busy mornings._

If you do not know an exact figure, use a reasonable, defensible one ("about 40 students per session") or describe the scale in words. Never invent a number; an interviewer may ask about it.

## Tailor it to each application

Read the job advert and note the skills and words it repeats. Then make sure your most relevant evidence appears near the top of the page and uses similar language where it is truthful. Many employers screen applications with software that looks for matching terms, so a tailored resume helps both human and automated readers.

## Common mistakes to avoid

- **Spelling and formatting errors.** One typo can outweigh a strong bullet. Read the page aloud, then have someone else read it.
- **Inconsistent layout.** Dates, fonts, bullet styles and spacing should follow one pattern throughout.
- **Vague skills lists.** "Team player" and "hard-working" are claims; your bullets should prove them instead.
- **Unexplained acronyms.** Spell out society names or course codes that an outsider would not know.
- **Listing duties instead of achievements.** Every bullet should answer "what changed because I was there?"
- **An unprofessional email address.** Create a simple one based on your name if needed.
- **Outdated or irrelevant entries.** Secondary-school details can usually go once you are well into university.

## Building it in Inkwell

The **Resume Builder** offers four templates: _professional_, _modern_, _creative_ and _minimal_. For most applications, professional or minimal is the safe choice; creative suits design-related roles where presentation is part of the assessment. The **live preview** shows immediately whether your content still fits on one page as you edit, so you can trim a bullet rather than shrink the font.

When you are happy, export as **PDF** for applications (it preserves the layout) or **DOCX** if an employer asks for an editable file. Every version is kept in **Document History**, which makes it easy to keep a master resume and a tailored copy for each role.

Any suggestions the app makes are drafts: check every detail, and make sure each line describes something you genuinely did.`,
  },
  {
    id: '5c0d3b8f-92e1-4a67-b4f0-d8e3c1a59b26',
    title: 'APA, MLA, Chicago, Harvard or IEEE? Choosing a Citation Style and Getting References Right',
    language: 'en',
    author: 'Priya Natarajan, Academic Writing Editor',
    imageUrl: '/blog/citation-styles-compared.svg',
    createdAt: '2026-08-27T10:15:00.000Z',
    content: `Citation styles can feel like arbitrary rules about commas and italics, but each one grew out of what a particular discipline cares about most. Once you see that logic, choosing and applying a style becomes much easier. Here is a practical comparison of the five styles Inkwell supports, plus the core elements that every reference needs whichever style you use.

## The first rule: follow your assignment

Before anything else, check your assignment brief, module handbook or the journal's author guidelines. If they name a style, use that style, and use the edition they specify. If they give house rules that differ from the official manual, the house rules win. The advice below is for when you have a choice, or when you want to understand _why_ your department asks for what it does.

## The five styles at a glance

| Style | Typical fields | In-text citation | Reference list title | What it emphasises |
| --- | --- | --- | --- | --- |
| **APA** | Psychology, education, nursing, social sciences | Author and year: (Okafor, 2024) | References | How recent the research is |
| **MLA** | Literature, languages, cultural studies | Author and page: (Okafor 42) | Works Cited | Where in the text a quotation appears |
| **Chicago** | History, art history, some humanities | Footnotes (notes-bibliography) or author-date | Bibliography | Detailed source commentary in notes |
| **Harvard** | Many UK and Australian courses, business, general use | Author and year: (Okafor 2024) | Reference list | A simple, flexible author-date system |
| **IEEE** | Engineering, computer science, electronics | Numbered in brackets: [1] | References | Compact citation of many technical sources |

A few notes that the table cannot hold:

- **APA** uses the author-date format because social science builds on recent findings, so the year matters to the reader. The current edition is the 7th.
- **MLA** favours page numbers because literary arguments depend on close reading of specific passages. The current edition is the 9th, which is built around the idea of "containers" (a chapter inside a book, an article inside a journal).
- **Chicago** offers two systems. Historians usually use **notes and bibliography**, where footnotes let you comment on sources as well as cite them. The author-date variant is closer to APA.
- **Harvard** is not a single official manual. Universities publish their own versions, so punctuation details vary. Always use your institution's guide.
- **IEEE** numbers sources in the order they are first cited, and the reference list follows that order rather than the alphabet.

## The elements every reference needs

Styles disagree about order and punctuation, but they agree about what a reader needs to find your source. Before you format anything, collect these details:

1. **Who** created it: author(s), editor(s) or an organisation.
2. **When** it was published: at least the year, and a fuller date for news articles, web pages and posts.
3. **What** it is called: the title of the article, chapter, book, report or page.
4. **Where** it lives: the journal, book, website or publisher, plus volume, issue and page range for articles.
5. **How to find it:** a DOI if one exists, otherwise a stable URL for online sources.

Some styles also want an access date for web pages that may change, an edition number for books, or a description of unusual formats such as datasets, videos or interviews. If you record all five elements when you first read a source, reformatting it into any style later is a mechanical job.

## Common citation mistakes

- **Citing a source you have not read.** If you only saw it quoted elsewhere, either find the original or cite it as a secondary source, following your style's rule.
- **Mismatched in-text and list entries.** Every in-text citation needs a matching reference, and every reference should be cited at least once.
- **Mixing styles.** Switching between author-date and numbered citations in one paper confuses readers and markers.
- **Missing page numbers for direct quotations.** Most styles require them even in author-date systems.
- **Trusting auto-generated references blindly.** Citation tools, databases and AI all make errors. Check every entry against the source itself.

## How Inkwell handles citations

In **Academic Papers**, you can choose APA, MLA, Chicago, Harvard or IEEE for a research paper, lab report or thesis, and the draft is formatted in that style. What Inkwell will not do is make up sources. Where a claim needs support, the draft leaves a visible **[citation needed]** placeholder instead of inventing an author, a title or a DOI.

That placeholder is your to-do list. Search your library catalogue and databases, read the source, confirm it actually supports the sentence, and then write the citation in your chosen style. If you cannot find support, change or remove the claim. Drafts like these are a scaffold for your own research, so check your school's academic-integrity policy on AI assistance and make sure the sources, reasoning and final wording are yours.`,
  },
  {
    id: 'e24b7f60-1d9c-4b85-a3e7-40f6c2d8b91a',
    title: 'Writing a Lab Report Section by Section: From Aim to Conclusion',
    language: 'en',
    author: 'Tomás Ibarra, Science Writing Tutor',
    imageUrl: '/blog/lab-report-section-by-section.svg',
    createdAt: '2026-10-06T08:45:00.000Z',
    content: `A lab report is not a diary of what happened in the lab. It is a short, structured argument: here is the question, here is exactly how we tested it, here is what we found, and here is what it means. Each section has one job. Once you know those jobs, the report almost organises itself. This guide takes you through the standard sections in the order a reader meets them.

Your course may use slightly different headings or ask for an abstract and introduction. Always follow your instructor's template where it differs from the outline below.

## Aim (and hypothesis)

The aim states what the experiment set out to find, in one or two sentences. Make it specific and measurable.

- Vague: _To investigate enzymes._
- Specific: _To determine how temperature affects the rate at which catalase breaks down hydrogen peroxide._

If your course asks for a **hypothesis**, state a testable prediction and, ideally, the reasoning behind it. A good hypothesis names the independent variable (what you change) and the dependent variable (what you measure).

## Materials

List the equipment, chemicals and specimens you used, with enough detail for someone to reproduce the work: concentrations, volumes, sizes, and the precision of measuring instruments where it matters. A bulleted list is usually clearest. Do not list everyday items such as pens or paper, and do not pad the list to look thorough.

## Method

The method explains **what you did**, in enough detail that a competent classmate could repeat the experiment and get comparable results.

1. Write it as a sequence of steps or short paragraphs in the order you carried them out.
2. Use the past tense. Many instructors prefer the passive voice (_the solution was heated_); others accept the active voice (_we heated the solution_). Follow your guidelines and stay consistent.
3. Include quantities, timings, temperatures and the number of repeats.
4. Say how you controlled variables you were not testing.
5. Record what you actually did, not what the worksheet told you to do. If you changed a step, say so and why.

## Results

The results section presents your findings **without interpreting them**. This is the hardest discipline in lab writing: resist explaining patterns here.

- Start with a sentence or two that points the reader to the key trend, for example: _The rate of oxygen production increased with temperature up to the fourth trial temperature and then fell._
- Present data in **tables** and **figures**, each with a number and a descriptive caption (Table 1, Figure 1). Check your template for where captions go; conventions differ between styles and courses.
- Include **units** in every column heading and axis label.
- Show processed data (averages, rates, percentages) in the main report. Raw data can go in an appendix if required.
- Choose the right chart: line graphs for continuous variables, bar charts for categories, scatter plots for correlations.

## Discussion

Now you interpret. A strong discussion answers four questions:

1. **What do the results show?** Describe the pattern and connect it to the aim.
2. **Do they support the hypothesis?** Say clearly whether they do, partly do or do not. Results that contradict a hypothesis are still valid results.
3. **How do they compare with theory or published work?** Explain the pattern using the relevant science, and cite the sources you draw on.
4. **How reliable are they?** Discuss sources of error and uncertainty.

When discussing error, be specific. "Human error" on its own tells a reader nothing. Distinguish between:

- **Systematic errors**, which push every result in the same direction (a thermometer that reads two degrees high, a reaction timed from the wrong moment).
- **Random errors**, which scatter results unpredictably (small fluctuations in volume measured by eye).

For each significant error, say how it likely affected the results and propose a concrete **improvement**, such as using a water bath to hold temperature steady or repeating each trial more times.

## Conclusion

Keep it short: a few sentences that answer the aim directly, state whether the hypothesis was supported, and summarise the main finding with its key value or trend. Do not introduce new data or new ideas here.

> A useful final check: read your aim, then your conclusion. The conclusion should read like a direct answer to the question the aim asked.

## Drafting a lab report with Inkwell

Start a lab report in **Academic Papers** and select the citation style your course uses (APA, MLA, Chicago, Harvard or IEEE). The draft follows the standard section structure, which is useful for checking that you have not missed anything. It cannot know your data: replace every placeholder with your own measurements, observations and analysis, and where the draft marks **[citation needed]**, find and read a real source before citing it.

Lab work is assessed on what _you_ did and found, so check your school's academic-integrity policy on AI tools before using a draft, and make sure every number and conclusion in the final report comes from your own experiment. Export to **PDF** or **DOCX** when you are ready to submit.`,
  },
  {
    id: '9b6e1a47-c3f2-4d0b-8e59-7a2c5f13d6e8',
    title: 'The Revision Checklist: Turning a First Draft Into a Final Essay',
    language: 'en',
    author: 'Hannah Lindqvist, Head of Content',
    imageUrl: '/blog/revision-checklist-first-draft.svg',
    createdAt: '2026-11-12T16:20:00.000Z',
    content: `A first draft has one job: to exist. Whether you wrote it in a late-night rush or generated it as a starting point, it is raw material, and the real work of an essay happens in revision. The trick is to revise in the right order, from the biggest questions down to the smallest, so you never polish a sentence that you later delete. Use this checklist as a sequence of passes, one focus at a time.

## Before you start: step away

Put the draft aside for at least a few hours, ideally a day. Distance lets you read what is on the page rather than what you meant to write. When you return, read the assignment brief again and underline the command words (_analyse_, _evaluate_, _compare_, _argue_). Your revision should be measured against that brief, not just against the draft.

## Pass 1: the argument

Ask the big questions first.

- [ ] Can you state your main point in one sentence without looking at the essay?
- [ ] Does the thesis in the introduction match what the essay actually argues? If the argument shifted while drafting, rewrite the thesis.
- [ ] Does the essay answer the question that was set, not a nearby, easier one?
- [ ] Have you addressed at least one serious counterargument, where the task calls for it?

## Pass 2: structure

- [ ] Read only the topic sentences, in order. Do they tell the story of your argument on their own?
- [ ] Does each paragraph make **one** point?
- [ ] Are paragraphs in the most logical order? Try moving one and see whether the essay gets stronger.
- [ ] Do transitions show the relationship between ideas (_however_, _as a result_, _by contrast_) rather than just adding (_also_, _another point_)?
- [ ] Does the conclusion do more than repeat the introduction, showing why the argument matters?

## Pass 3: evidence and sources

This pass matters most for a generated draft, because fluent prose can hide weak or missing support.

- [ ] Is every factual claim supported, and could you show where it comes from?
- [ ] Have you **verified every fact, date, name and figure** against a reliable source you have actually read?
- [ ] Has every **[citation needed]** placeholder been replaced by a real source or the claim removed?
- [ ] After each quotation or piece of evidence, do you explain how it supports your point?
- [ ] Do in-text citations and the reference list match, in one consistent style?

## Pass 4: voice and ownership

- [ ] Does the essay sound like you? Replace phrases you would never use with your own words.
- [ ] Are the examples specific and drawn from your course, reading or experience, rather than generic?
- [ ] Could you explain and defend every paragraph if your tutor asked about it?

> If you cannot explain a sentence in your own words, it does not belong in your essay yet.

## Pass 5: sentences and words

- [ ] Cut filler: _in order to_ becomes _to_; _due to the fact that_ becomes _because_; _very_ and _really_ can usually go.
- [ ] Prefer active verbs over nouns built from verbs: _we analysed_ rather than _an analysis was conducted_, unless your discipline expects the passive.
- [ ] Vary sentence length. A short sentence after two long ones lands with force.
- [ ] Check that the **tone** fits the task: formal for academic essays, no slang, no unsupported absolutes such as _always_ and _never_.
- [ ] Define technical terms the first time you use them.

## Pass 6: format and proofreading

- [ ] Word count within the limit, and title, headings, spacing and margins as the brief requires.
- [ ] Citation style applied consistently, including punctuation and italics.
- [ ] Read the essay **aloud**, slowly. Your ear catches errors your eye skips.
- [ ] Check commonly confused words: _its/it's_, _their/there/they're_, _affect/effect_.
- [ ] Proofread from a fresh format, such as a printout or an exported PDF, which makes familiar text look new.

## Revising with Inkwell

A few features make this process easier:

- **Document History** keeps every version, so you can revise boldly and still go back to an earlier paragraph if a change does not work. Search it to find the version you need.
- The **Essay Generator** lets you set the type, tone, length and academic level. A generated draft can be useful for seeing one possible structure, but it is a first draft like any other, and it needs every pass above, especially Pass 3.
- **Export** to PDF, DOCX, TXT or Markdown for a final read in a different format, or to hand in.

Finally, check your school's academic-integrity policy before using any AI-assisted draft in assessed work, and follow its rules on disclosure. Use drafts responsibly: the ideas, evidence and final wording you submit should be your own, and the revision process above is how you make them so.`,
  },
  {
    id: 'c4d2e8a1-6f3b-4b7e-9a05-2e8f1d7c3b64',
    title: '写好一页中文简历：五个常被忽略的细节',
    language: 'zh',
    author: '林晓雯，职业写作顾问',
    imageUrl: '/blog/chinese-resume-details.svg',
    createdAt: '2026-09-16T02:00:00.000Z',
    content: `一份中文简历通常只有一页，招聘方往往只看几十秒。内容固然重要，但很多简历输在细节上：信息找不到、重点不突出、格式不统一。投递之前，不妨对照下面五点逐一检查。

## 1. 基本信息放在最上面，而且要完整

姓名、手机、邮箱写在第一行，让人一眼就能看到；求职意向（例如“市场营销实习生”）紧随其后。照片、出生日期等信息按岗位要求决定是否填写，不必照搬模板。

## 2. 经历按时间倒序排列

最近的经历放在最前面。每段经历写清楚：

- 时间（写到年月即可，例如 2025.07–2025.09）
- 单位和职位
- 两到三条具体成果

## 3. 用动词开头，用数字说话

“负责公众号运营”只说明了职责；“策划并撰写 12 篇推文，单篇平均阅读量提升 40%”才说明你做成了什么。每一条尽量以动词开头，并给出可以核实的数字。

## 4. 针对岗位调整关键词

仔细阅读招聘启事，把其中要求的能力（如“数据分析”“跨部门沟通”）对应到你的经历中，并用同样的说法写出来。Inkwell 的简历生成器可以对照招聘启事，列出你的简历还没有覆盖的关键词，正好用作检查清单。

## 5. 统一格式，导出 PDF

字体、字号和日期写法全篇保持一致，中文内容使用全角标点。最后导出为 PDF 再投递，避免对方打开时排版错乱。

投递之前，请一位朋友花 30 秒读一遍你的简历，然后问他：你记住了我的哪三件事？如果答案和你想突出的重点不一致，就再改一改。`,
  },
  {
    id: '7e1f5a93-2b8c-4d46-a0e7-9c3b6d5f8a21',
    title: 'Réussir l’introduction d’une dissertation\u00a0: accroche, problématique, annonce du plan',
    language: 'fr',
    author: 'Camille Laurent, professeure de lettres',
    imageUrl: '/blog/dissertation-introduction.svg',
    createdAt: '2026-11-19T08:30:00.000Z',
    content: `L’introduction est la partie de la dissertation que le correcteur lit avec le plus d’attention\u00a0: en quelques lignes, elle montre si vous avez compris le sujet et si votre devoir va quelque part. Elle se construit toujours dans le même ordre, et chaque étape répond à une question précise.

## 1. L’accroche\u00a0: pourquoi s’arrêter sur ce sujet\u202f?

Ouvrez sur un fait, une citation courte ou une situation concrète qui mène directement au sujet. Évitez les formules creuses («\u00a0De tout temps, les hommes…\u00a0»)\u00a0: une bonne accroche pourrait difficilement servir pour un autre sujet.

## 2. La définition des termes

Relisez le sujet mot à mot et précisez le sens de ses termes importants. Un mot comme «\u00a0liberté\u00a0» ou «\u00a0progrès\u00a0» peut se prendre en plusieurs sens\u202f; dire lequel vous retenez, c’est déjà commencer à réfléchir.

## 3. La problématique\u00a0: la question que le sujet pose vraiment

La problématique n’est pas le sujet reformulé. Elle fait apparaître une tension\u00a0: deux réponses possibles, une évidence qui mérite d’être discutée, un paradoxe. Formulez-la en une ou deux questions, pas davantage.

- Sujet\u00a0: _Faut-il avoir peur des machines\u202f?_
- Problématique possible\u00a0: _si les machines nous libèrent de tâches pénibles, ne risquent-elles pas aussi de nous rendre dépendants de ce que nous ne comprenons plus\u202f?_

## 4. L’annonce du plan

Terminez par une phrase qui annonce les grandes parties, sans entrer dans le détail des arguments\u00a0:

> Nous verrons d’abord en quoi les machines prolongent nos capacités, puis comment elles peuvent nous en déposséder, avant de nous demander à quelles conditions nous pouvons en rester maîtres.

## Vérifier avant de passer au développement

1. L’accroche mène-t-elle au sujet sans détour\u202f?
2. Chaque terme important du sujet est-il défini\u202f?
3. La problématique contient-elle une vraie tension\u202f?
4. Le plan annoncé répond-il à la problématique, et seulement à elle\u202f?

Rédigez l’introduction au brouillon en premier, mais relisez-la en dernier\u00a0: une fois le développement écrit, ajustez l’annonce du plan pour qu’elle corresponde exactement à ce que vous avez fait. Dans Inkwell, l’historique des documents garde chaque version\u00a0: vous pouvez retravailler l’introduction sans craindre de perdre la précédente.`,
  },
];
