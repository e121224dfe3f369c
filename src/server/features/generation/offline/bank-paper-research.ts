import { pool } from './template.ts';

// Research paper sections. The writer has no data: methods and results are
// described as what the user must fill in. Every place a source belongs says
// [citation needed], which the draft turns into a citation of a chosen
// source, or drops when there is none (citations.ts).

export const abstractLead = pool(
  '{@This paper examines {T}|This paper examines {T}|This paper looks at {T}|This paper looks at {T}}.',
);

export const abstractBody = pool(
  '%first The research question guiding the study is [state it].',
  '%early The sample consisted of [describe the sample briefly].',
  '%last The study concludes that [state the main conclusion].',
  '%early The study draws on [describe the data or sources] collected from [describe the setting].',
  '%early The analysis focuses on [name the variables, themes or cases analysed].',
  '%late A secondary result is that [summarise a secondary result in one sentence].',
  '%late The paper discusses these findings in relation to existing research [citation needed].',
  '%end Keywords: [add four to six keywords].',
  '%first {@It situates the {w:question} within existing research|It situates the question within existing research|It places the question within existing research|It starts from what existing research says} [citation needed].',
  '{@The principal finding is that [summarise the main result in one sentence].|The main finding is that [summarise the main result in one sentence].|The main finding is that [summarise the main result in one sentence].|The big finding? [Summarise the main result in one sentence.]}',
  '%late {@These results {may} have implications for [name the field, policy or practice affected]|These results have implications for [name the field, policy or practice affected]|These results matter for [name the field, policy or practice affected]|This matters for [name the field, policy or practice affected]}.',
  '%last {@The paper concludes by identifying limitations and directions for further research|The paper concludes by identifying limitations and directions for further research|The paper ends with limitations and ideas for further research|It wraps up with limitations and ideas for what to study next}.',
  '%L2 %noinf {@It contributes to the literature by [state the contribution in one sentence]|It contributes to the literature by [state the contribution in one sentence]|It adds to the research by [state the contribution]|}.',
);

/** The abstract's second sentence: how the study was done. */
export const abstractMethod = pool(
  'The study uses [describe the method in one sentence] to examine [state the research question].',
);

export const introductionOpen = pool(
  '{@Interest in {T} has grown across several fields|Interest in {T} has grown across several fields|Interest in {T} has grown in several fields|More and more people are paying attention to {T}} [citation needed].',
  '{@It can be argued that research on {T} has not kept pace with its practical significance|There is a strong case for closer study of {T}|There is a good case for studying {T} more closely|There is a good case for looking at {T} more closely}.',
);

export const introductionBody = pool(
  'Key concepts are introduced briefly here and developed in the literature review.',
  '%late The paper proceeds from the general context to the specific research question.',
  'The context for this study is [describe the setting in which the problem arises].',
  'Existing explanations of the problem are incomplete because [explain the limitation] [citation needed].',
  'The problem matters for [name the groups affected], who experience [describe the consequence].',
  'The study makes the following contributions: [list them briefly].',
  'This study focuses on [define the scope] and does not address [state what is out of scope].',
  'The research is motivated by [describe the practical or theoretical motivation].',
  'A working hypothesis, tested below, is that [state the hypothesis].',
  '{@Answering this question {may} inform|Answering this question can inform|Answering this question can help|Answering this question could help} [name the decisions, policies or practices it could inform].',
  'Previous attempts to address the problem have [summarise them briefly] [citation needed].',
  '{@The problem this paper addresses can be stated briefly|The problem this paper addresses can be stated briefly|The problem this paper deals with is simple to state|Here is the problem}: [state the research problem in one or two sentences].',
  '{@Previous work has examined related questions, but a gap remains|Previous work has examined related questions, but a gap remains|Earlier work has looked at related questions, but a gap remains|People have studied related questions, but there is still a gap} [describe the gap] [citation needed].',
  '{@Its aim is to [state the aim], and its objectives are to [list two or three objectives]|Its aim is to [state the aim], and its objectives are to [list two or three objectives]|It aims to [state the aim] by [list two or three objectives]|The goal is to [state the aim]}.',
  '{@The topic matters because its consequences extend beyond the immediate field of study|The topic matters because its consequences extend beyond the immediate field|The topic matters because its effects go beyond one field|This matters beyond one field} [explain who is affected].',
  '{@Key terms are used here in the following sense|Key terms are used here in the following sense|Key terms are used in this sense|Quick note on terms}: [define the key terms] [citation needed].',
  '%last {@The remainder of the paper reviews the relevant literature, describes the methods, presents the results and discusses their implications|The rest of the paper reviews the literature, describes the methods, presents the results and discusses their implications|The rest of the paper covers the literature, methods, results and discussion|The rest of the paper goes through the literature, the methods, the results and what they mean}.',
  '%L2 %noinf {@The study adopts a {w:framework} drawn from [name the framework], which shapes both the research question and the choice of method|The study adopts a framework drawn from [name the framework], which shapes the question and the method|The study uses a framework from [name the framework]|} [citation needed].',
  '%L3 %noinf {@The paper also engages an epistemic question that is often left implicit in this area, namely what kind of {w:evidence} would be sufficient to settle the matter|The paper also asks what kind of evidence would be sufficient to settle the matter|The paper also asks what evidence would settle the matter|}.',
  '%inf Why bother studying this? Because [explain why it matters in one sentence].',
);

/** Closes the introduction: a paper states its question before it reviews anything. */
export const researchQuestion = pool(
  '{@The study is guided by the following research question|The study is guided by the following research question|The study asks the following question|The study asks}: [state the research question].',
);

export const literatureOpen = pool(
  '{@Existing research on {T} falls into several broad strands|Existing research on {T} falls into several broad strands|Research on {T} falls into a few main strands|Research on {T} comes in a few main flavours} [citation needed].',
  '{@The literature relevant to {T} can be organised thematically|The literature relevant to {T} can be organised by theme|The research on {T} can be grouped by theme|The research on {T} can be sorted into themes} [citation needed].',
);

export const literatureBody = pool(
  'Early work in the area focused on [describe the early focus] [citation needed].',
  'Subsequent studies shifted attention to [describe the shift] [citation needed].',
  'A recurring theme is [name the theme], which appears across [name the disciplines or contexts] [citation needed].',
  'Studies using [name a method] have tended to find [summarise the pattern], whereas studies using [name another method] have found [summarise the contrast] [citation needed].',
  'Reviews of the field have identified [summarise what the reviews identify] [citation needed].',
  'Conceptual debates concern how [name the key concept] should be defined and measured [citation needed].',
  'Some studies are limited by small samples or narrow settings, which restricts generalisation [citation needed].',
  'The relationship between [name two factors] remains contested [citation needed].',
  '%early This review is selective rather than exhaustive, concentrating on the work most relevant to the research question.',
  '%early {@The first strand concerns [name the theme]{;}studies in this strand have found [summarise their findings]|The first strand concerns [name the theme]{;}studies in this strand found [summarise their findings]|The first strand is about [name the theme]{;}these studies found [summarise their findings]|One group of studies looks at [name the theme]. They found [summarise their findings]} [citation needed].',
  '{@A second strand approaches the topic from [name the perspective or discipline]|A second strand approaches the topic from [name the perspective or discipline]|A second strand comes at it from [name the perspective or discipline]|Another group of studies comes at it from [name the perspective]} [citation needed].',
  '{@Methodologically, earlier studies have relied mainly on [name the common methods], which limits what they can show|Earlier studies have relied mainly on [name the common methods], which limits what they can show|Earlier studies mostly used [name the common methods], which limits what they show|Most earlier studies used [name the common methods], and that has limits} [citation needed].',
  '{@Findings are not fully consistent across studies, and the reasons for the disagreement are themselves informative|Findings are not fully consistent across studies, and the reasons for the disagreement are informative|The findings do not all agree, and the reasons are worth noting|The studies do not all agree, which is interesting in itself} [citation needed].',
  '%late {@Few studies have addressed [name the specific gap], which is the gap this paper addresses|Few studies have addressed [name the specific gap], the gap this paper addresses|Few studies have looked at [name the specific gap], which is where this paper comes in|Hardly anyone has looked at [name the specific gap]. That is where this paper comes in} [citation needed].',
  '{@Theoretical accounts offer competing explanations, and the choice between them shapes how results are interpreted|Theoretical accounts offer competing explanations, and the choice between them shapes interpretation|Different theories explain it differently, which affects how results are read|Different theories explain it differently} [citation needed].',
  '{@Recent work has begun to question earlier assumptions|More recent work has begun to question earlier assumptions|Newer work has started to question older assumptions|Newer studies are starting to question older assumptions} [citation needed].',
  '%L2 %noinf {@Taken together, the literature suggests that [summarise the state of knowledge], while leaving [name what remains unresolved] open|Together, the literature suggests that [summarise the state of knowledge], while [name what remains unresolved] stays open|Overall, the research suggests [summarise the state of knowledge], but [name what remains unresolved] is still open|}.',
  '%L3 %noinf {@Much of this literature shares an implicit {w:framework} whose assumptions have rarely been examined, and making them explicit is part of this paper\'s contribution|Much of this literature shares assumptions that have rarely been examined|Much of this research shares untested assumptions|} [citation needed].',
);

export const methodsOpen = pool(
  '{@The study used [describe the research design: qualitative, quantitative or mixed methods]|The study used [describe the research design: qualitative, quantitative or mixed methods]|The study used [describe the design: qualitative, quantitative or mixed]|The study used [describe the design]}.',
  '{@A [name the design] design was chosen because it suits the research question|A [name the design] design was chosen because it suits the research question|A [name the design] design was used because it fits the question|We went with a [name the design] design because it fits the question}.',
);

export const methodsBody = pool(
  'Procedures were standardised across [name the sites, sessions or researchers].',
  'Reliability of the coding or measurement was checked by [describe the check].',
  'The study followed the reporting guidelines of [name the guideline, if any].',
  '%last Participants were informed that they could withdraw at any time.',
  'The rationale for each methodological choice is explained in relation to the research question.',
  '%early The setting for the study was [describe the setting].',
  '%early Inclusion criteria were [state them], and exclusion criteria were [state them].',
  '%early The sample size was [state it], determined by [explain how it was chosen].',
  'Data collection took place over [state the period] using [describe the procedure].',
  'Variables were defined as follows: [define each variable].',
  'A pilot study was conducted to [state its purpose and what changed as a result].',
  '%last Data were stored securely and anonymised before analysis [describe how].',
  '%late The analysis was conducted using [name the software or approach].',
  '%late Missing data were handled by [describe the approach].',
  '%early Participants or data sources were [describe the sample and how it was selected].',
  'Data were collected through [describe the instruments or procedures].',
  '%late {@The analysis proceeded in stages|The analysis proceeded in stages|The analysis was done in stages|The analysis went in stages}: [describe each stage of the analysis].',
  '{@Measures were chosen to reflect the constructs of interest|Measures were chosen to reflect the constructs of interest|The measures were chosen to match what the study looks at|The measures were picked to match what we wanted to look at} [name each measure] [citation needed].',
  '%last {@Ethical approval was obtained from [name the approving body], and informed consent was sought from all participants|Ethical approval was obtained from [name the approving body], and informed consent was sought from all participants|Ethics approval came from [name the approving body], and everyone gave informed consent|Ethics approval came from [name the approving body]}.',
  '{@Steps were taken to ensure reliability and validity|Steps were taken to ensure reliability and validity|Steps were taken to make the results reliable and valid|We took steps to make the results reliable} [describe them].',
  '%last {@The method has limitations that should be acknowledged at the outset|The method has limitations that should be acknowledged at the outset|The method has limits worth stating up front|The method has limits, so let us be upfront about them} [list the main limitations].',
  '%L2 %noinf {@Sampling decisions involved a trade-off between depth and generalisability, resolved in favour of [state which and why]|Sampling involved a trade-off between depth and generalisability, resolved in favour of [state which and why]|Sampling meant choosing between depth and breadth, and this study chose [state which and why]|}.',
  '%L3 %noinf {@The design reflects a methodological commitment to [name the epistemological position], with consequences for the kinds of claims the study can support|The design reflects a commitment to [name the epistemological position], which limits the claims it can support|The design reflects a particular view of knowledge, [name it], which limits what can be claimed|}.',
);

export const resultsOpen = pool(
  '{@The main results are summarised below|The main results are summarised below|The main results are summarised below|Here is what we found} [insert results table].',
  '{@The results are presented in relation to the research question|The results are presented in relation to the research question|The results are set out in line with the research question|The results, question by question} [insert results table].',
);

export const resultsBody = pool(
  'Results by subgroup are shown in a further table [insert subgroup table].',
  'Overall, the data indicate [summarise the overall pattern from your data].',
  'Response rates or data completeness were [state them].',
  'Results for the control or comparison group were [describe them].',
  '%first Descriptive statistics for the sample are reported first [insert descriptive statistics].',
  '%early For the first research question, the results show [describe the result].',
  'For the second research question, the results show [describe the result].',
  '[Insert a second table or figure, with a caption that states what it shows.]',
  'The pattern was consistent across [name the subgroups or conditions], with the exception of [describe any exception].',
  '%last Interpretation of these results is reserved for the discussion that follows.',
  'Themes identified in the qualitative data were [list the themes, with an example of each from your data].',
  'The strength of the relationship between [name the variables] was [report the statistic from your analysis].',
  '%early The principal finding was that [describe the main result, with the relevant figures from your data].',
  '[Insert a figure showing the main pattern in your data, with a caption.]',
  '{@A secondary finding concerned [describe the secondary result]|A secondary finding concerned [describe the secondary result]|A second finding was about [describe the secondary result]|We also found [describe the secondary result]}.',
  '{@Differences between groups were [describe any differences, with test statistics from your analysis]|Differences between groups were [describe any differences, with test statistics from your analysis]|Differences between groups were [describe them, with the statistics]|Groups differed like this: [describe the differences, with the statistics]}.',
  '{@Some results were unexpected|Some results were unexpected|Some results were unexpected|Some results were a surprise} [describe any unexpected result].',
  '{@Results that did not reach significance, or that contradicted expectations, are reported as well|Results that were not significant, or that contradicted expectations, are reported as well|Results that were not significant or went against expectations are reported too|We also report the results that did not pan out} [describe them].',
  '%L2 %noinf {@Effect sizes and confidence intervals are reported alongside significance tests|Effect sizes and confidence intervals are reported alongside significance tests|Effect sizes are reported alongside the tests|} [insert them from your analysis].',
);

export const discussionOpen = pool(
  '{@The results suggest that [state the main interpretation]|The results suggest that [state the main interpretation]|The results suggest that [state the main interpretation]|So what do the results mean? In short, [state the main interpretation]}.',
  '{@Interpreted in light of the research question, the findings indicate [state the main interpretation]|In light of the research question, the findings indicate [state the main interpretation]|In terms of the research question, the findings show [state the main interpretation]|Back to the research question: the findings show [state the main interpretation]}.',
);

export const discussionBody = pool(
  '%early Taken at face value, the results suggest [state the most direct interpretation].',
  'A more cautious reading would be that [state the cautious interpretation].',
  'The findings differ from expectations in one respect: [describe it].',
  'Measurement limitations may have affected [name the affected result].',
  'The implications for theory are [state them] [citation needed].',
  'Further analysis of the existing data could examine [suggest an analysis].',
  'Comparison with studies in other settings would test the generality of the findings [citation needed].',
  '%first The main finding answers the research question in the following way: [state the answer].',
  'This finding extends earlier work by [explain how] [citation needed].',
  'The unexpected result concerning [name it] may reflect [offer an explanation].',
  'The results have theoretical implications for [name the theory or framework] [citation needed].',
  'A practical recommendation follows from the findings: [state it].',
  'The strengths of the study include [name them], which increase confidence in the results.',
  'Alternative explanations cannot be ruled out entirely, particularly [name the most plausible one].',
  '%late Caution is needed in applying the findings to [name contexts that differ from the study].',
  '{@This is consistent with some earlier work and at odds with other studies|This is consistent with some earlier work and at odds with other studies|This fits some earlier studies but not others|This lines up with some earlier studies, but not all} [citation needed].',
  '{@One possible explanation is [offer an explanation]{;}an alternative is [offer an alternative]|One possible explanation is [offer an explanation]{;}an alternative is [offer an alternative]|One explanation is [offer an explanation]{;}another is [offer an alternative]|Maybe [offer an explanation]. Or maybe [offer an alternative]}.',
  '{@The findings {may} have practical implications for [name the practice or policy affected]|The findings have practical implications for [name the practice or policy affected]|The findings matter in practice for [name the practice or policy affected]|In practice, this matters for [name the practice or policy affected]}.',
  '%late {@The results should not be generalised beyond the conditions of the study without further {w:evidence}|The results should not be generalised beyond the study\'s conditions without further evidence|The results should not be stretched beyond the study\'s conditions without more evidence|Do not stretch these results too far}.',
  '%last {@Taken together, the findings add to what is known about {T}|Taken together, the findings add to what is known about {T}|Together, the findings add to what is known about {T}|All in all, this adds something new to what we know about {T}}.',
  '%L2 %noinf {@The findings bear on the theoretical debate outlined in the literature review|The findings bear on the theoretical debate outlined earlier|The findings speak to the theories discussed earlier|} [citation needed].',
  '%L3 %noinf {@More broadly, the study raises epistemic questions about how findings of this kind should be weighed against evidence generated by different methodological traditions|More broadly, the study raises questions about how such findings should be weighed against evidence from other methods|The study also raises questions about comparing evidence from different methods|}.',
);

/** End the discussion: the limits the conclusion refers back to, then what further work could do about them. */
export const discussionLimitations = pool(
  '{@Several limitations qualify these conclusions|Several limitations qualify these conclusions|Some limitations qualify these conclusions|There are some limits to keep in mind} [discuss sample, measurement and design limitations].',
);

export const discussionFutureWork = pool(
  '{@Future research could address these limitations by [suggest a specific study]|Future research could address these limitations by [suggest a specific study]|Future studies could fix these limits by [suggest a specific study]|Next time, someone could [suggest a specific study]}.',
);

export const conclusionLead = pool(
  '{@This paper has examined {T}|This paper has examined {T}|This paper has looked at {T}|This paper has looked at {T}}, and its main conclusion is that [state the main conclusion].',
);

export const conclusionBody = pool(
  'The limitations noted do not undermine the main conclusion, but they qualify it.',
  '%late The research question could be extended to [suggest an extension].',
  '%first The study set out to [restate the aim], and it has done so by [summarise the approach].',
  '%early The answer to the research question is [restate the answer briefly].',
  'These conclusions rest on the evidence presented above and should be revised if new evidence emerges.',
  '%late The most important next step for research is [state it].',
  'The findings are relevant to [name the audiences who should know about them].',
  '%last Overall, the paper shows why continued study of {T} is worthwhile.',
  '{@Its contribution lies in [state the contribution]|Its contribution lies in [state the contribution]|Its contribution is [state the contribution]|What it adds is [state the contribution]}.',
  '{@The findings should be read in light of the limitations discussed above|The findings should be read in light of the limitations discussed above|The findings should be read with the limitations above in mind|Keep the limitations above in mind}.',
  '%late {@Further research is needed to establish whether the results hold in other settings|Further research is needed to establish whether the results hold in other settings|More research is needed to see whether the results hold elsewhere|More research could check whether this holds elsewhere}.',
  '{@For practitioners and decision-makers, the main implication is [state it]|For practitioners and decision-makers, the main implication is [state it]|For people working in this area, the main takeaway is [state it]|The main takeaway for people in the field: [state it]}.',
  '%last {@The study thus offers a modest but useful step towards a fuller understanding of {T}|The study thus offers a modest but useful step towards a fuller understanding of {T}|The study is a small but useful step toward understanding {T} better|It is a small step, but a useful one, toward understanding {T}}.',
  '%L3 %noinf {@It also suggests that progress in this area depends as much on conceptual clarification as on the accumulation of new data|It also suggests that progress depends as much on conceptual clarity as on new data|Progress here depends on clearer concepts as much as on new data|}.',
);
