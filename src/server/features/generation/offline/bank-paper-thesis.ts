import { pool } from './template.ts';

// Thesis outline: an abstract, then what each chapter will cover. It is a
// plan, so it speaks in the future tense and marks every claim to be sourced.

export const thesisAbstractLead = pool(
  '{@This thesis investigates {T}|This thesis investigates {T}|This thesis looks at {T}|This thesis looks at {T}}.',
);

export const thesisAbstractBody = pool(
  '%early The research questions are [state them briefly].',
  'The methodology combines [name the methods], chosen because [explain why in one sentence].',
  'The central finding is that [state the central finding].',
  'The thesis makes an original contribution by [state the contribution].',
  'It is intended for readers in [name the field] and for those concerned with [name the practical area].',
  '%last Limitations of the study are acknowledged, and directions for future work are proposed.',
  '%early The study is situated in [name the field] and responds to [name the debate or problem].',
  'It draws on [describe the data or sources] from [describe the setting].',
  'The findings show [summarise the main findings in one sentence].',
  '%late The thesis concludes with implications for [name the practice, policy or theory affected].',
  '%end Keywords: [add four to six keywords].',
  '%first {@It addresses a gap in existing research, namely [state the gap]|It addresses a gap in existing research, namely [state the gap]|It fills a gap in existing research: [state the gap]|It fills a gap in the research: [state the gap]} [citation needed].',
  '%early Using [describe the methodology in one sentence], it examines [state the central research question].',
  '{@The thesis argues that [state the central argument]|The thesis argues that [state the central argument]|The thesis argues that [state the central argument]|The main argument is that [state the central argument]}.',
  '{@Its findings {may} contribute to [name the field or debate]|Its findings contribute to [name the field or debate]|Its findings add to [name the field or debate]|The findings add to [name the field or debate]}.',
  '%last {@The thesis is organised in five chapters, outlined below|The thesis is organised in five chapters, outlined below|The thesis has five chapters, outlined below|There are five chapters, outlined below}.',
);

export const chapterOneLead = pool(
  '{@This chapter will introduce {T} and establish why it merits sustained study|This chapter will introduce {T} and explain why it merits study|This chapter will introduce {T} and explain why it is worth studying|This chapter introduces {T} and explains why it is worth studying}.',
);

export const chapterOneBody = pool(
  '%late The chapter will be organised in five sections: the background to the study (1.1), the research problem (1.2), the research questions and objectives (1.3), the significance of the study (1.4) and the structure of the thesis (1.5).',
  'It will present the central argument in brief, so that readers can follow it through the later chapters.',
  'It will identify the audiences for whom the findings are likely to matter [name them].',
  'The chapter will show why existing answers to the problem are insufficient [citation needed].',
  'It will explain how {T} connects to wider debates in [name the field].',
  'It will make clear what the study does not attempt to do.',
  'It will explain the motivation for the study and why the topic matters now [explain the motivation].',
  'It will set out the assumptions that underpin the study.',
  'It will outline the contribution the thesis aims to make.',
  'It will introduce the setting of the study [describe it].',
  'It will state the hypotheses, if any, that the study tests [state them].',
  'It will explain how the research questions relate to one another.',
  'It will introduce the main concepts used throughout the thesis [list them].',
  'It will set out the background to the research problem [summarise the background] [citation needed].',
  '{@It will state the research questions and the aims of the study|It will state the research questions and the aims of the study|It will state the research questions and aims|It will lay out the research questions and aims}: [list the research questions].',
  '{@The chapter will also define key terms and delimit the scope of the research|The chapter will also define key terms and set the scope of the research|The chapter will also define key terms and set the scope|It will also define key terms and set the scope} [note what is in and out of scope].',
  '{@It will explain the significance of the study for [name the field, practice or policy]|It will explain the significance of the study for [name the field, practice or policy]|It will explain why the study matters for [name the field, practice or policy]|It will explain why this matters for [name the field, practice or policy]}.',
  '%late It will close with an overview of the chapters that follow.',
  '%L2 %noinf {@It will also situate the study within the {w:framework} that informs the later chapters|It will also situate the study within the framework that informs later chapters|It will also introduce the framework used in later chapters|} [name the framework].',
);

export const chapterTwoLead = pool(
  '{@This chapter will review the literature on {T}|This chapter will review the literature on {T}|This chapter will review the research on {T}|This chapter reviews the research on {T}} [citation needed].',
);

export const chapterTwoBody = pool(
  '%late Its sections will review [name the first theme] (2.1) and [name the second theme] (2.2), examine the theoretical framework (2.3) and summarise the gap the study addresses (2.4).',
  'It will explain which bodies of literature were excluded and why.',
  'It will show where the literature on {T} is most and least developed [citation needed].',
  'It will evaluate the quality of the evidence, not only its conclusions.',
  'It will show how the concepts introduced in Chapter 1 have been used in earlier research [citation needed].',
  'It will distinguish empirical findings from theoretical claims.',
  'It will end with a summary table of the key studies [insert the table].',
  'It will begin with the foundational work in the field [cite the foundational works].',
  'It will then examine more recent developments [cite them].',
  'It will compare the main theoretical approaches and their assumptions.',
  'It will discuss methodological trends in previous research.',
  'It will identify points of agreement and of disagreement in the literature [citation needed].',
  'It will explain how the literature shapes the research questions.',
  'It will describe the search strategy used to find relevant sources [describe databases and search terms].',
  'It will note where evidence is thin or inconsistent [citation needed].',
  'It will be organised around [name the main themes or debates].',
  '{@It will trace how understanding of the topic has developed|It will trace how understanding of the topic has developed|It will show how thinking on the topic has changed|It will show how thinking on the topic has changed} [cite the key works you will discuss].',
  '{@It will assess the strengths and limitations of existing studies|It will assess the strengths and limitations of existing studies|It will weigh the strengths and limits of existing studies|It will look at what existing studies do well and badly}.',
  '{@It will identify the gap that this thesis addresses|It will identify the gap that this thesis addresses|It will identify the gap this thesis fills|It will pin down the gap this thesis fills}: [state the gap].',
  '%late {@It will conclude by presenting the {w:framework} that guides the study|It will conclude by presenting the framework that guides the study|It will end by presenting the framework that guides the study|It will end with the framework behind the study} [name the framework] [citation needed].',
  '%L3 %noinf {@It will also examine the epistemic assumptions that underpin the dominant approaches, in order to clarify what kinds of claims the literature can sustain|It will also examine the assumptions behind the dominant approaches, to clarify what claims the literature can support|It will also look at the assumptions behind the main approaches|}.',
);

export const chapterThreeLead = pool(
  '{@This chapter will describe and justify the methodology|This chapter will describe and justify the methodology|This chapter will describe and justify the methods|This chapter explains and justifies the methods}.',
);

export const chapterThreeBody = pool(
  '%late Its sections will present the research design (3.1), the participants or sources (3.2), data collection (3.3), data analysis (3.4) and ethics, validity and reliability (3.5).',
  'It will describe how participants or sources will be approached and how access will be negotiated.',
  'It will explain how the reliability of the analysis will be checked [describe the checks].',
  'It will explain why alternative designs were rejected [name them].',
  'It will describe the instruments in enough detail for replication [attach the instruments as appendices].',
  'It will state how the sample size was determined [explain the reasoning].',
  'It will explain the philosophical position underlying the methodology [name it].',
  'It will justify the choice of setting and participants.',
  'It will describe any pilot work and what it changed.',
  'It will explain how data quality will be assured [describe the checks].',
  'It will set out the timeline for data collection [state the timeline].',
  'It will describe how the analysis will answer each research question.',
  'It will explain how the position of the researcher may influence the study and how this will be managed.',
  'It will describe how data will be stored and protected [describe the arrangements].',
  'It will set out the research design [state whether qualitative, quantitative or mixed methods, and why].',
  'It will describe the sample or sources [describe how they will be selected].',
  'It will explain the data collection instruments and procedures [describe them].',
  'It will detail the analytical approach [name the methods of analysis].',
  '{@It will address ethical considerations and the steps taken to ensure rigour|It will address ethical considerations and the steps taken to ensure rigour|It will cover ethics and the steps taken to ensure rigour|It will cover ethics and how rigour is ensured} [name the approving body].',
  '{@It will acknowledge the limitations of the chosen methods|It will acknowledge the limitations of the chosen methods|It will admit the limits of the chosen methods|It will be upfront about the limits of the methods}.',
  '%L2 %noinf {@It will justify the methodological choices in relation to the research questions and the {w:framework} adopted|It will justify the methodological choices in relation to the research questions and framework|It will link the methods to the research questions|}.',
);

export const chapterFourLead = pool(
  '{@This chapter will present and discuss the findings|This chapter will present and discuss the findings|This chapter will present and discuss the findings|This chapter presents and discusses the findings}.',
);

export const chapterFourBody = pool(
  '%late Its sections will present the findings for each research question in turn (4.1 and 4.2), discuss them in relation to the literature (4.3) and consider their limitations (4.4).',
  'It will present illustrative examples from the data alongside summary results [select examples from your data].',
  'It will identify findings that warrant further investigation.',
  'It will report results that did not support the hypotheses as fully as those that did.',
  'It will explain what the findings mean for the people or settings studied.',
  'It will link each finding to the relevant part of the theoretical framework.',
  'It will summarise the findings at the end of the chapter [insert a summary table].',
  'It will present descriptive findings before turning to the main analysis [insert descriptive tables].',
  'It will organise the findings by research question.',
  'It will use tables and figures to summarise the key results [insert figures].',
  'It will compare the findings with the expectations set out in Chapter 1.',
  'It will discuss the implications of each finding as it is presented.',
  'It will draw out patterns that cut across the research questions.',
  'It will note the limitations that affect the interpretation of the results.',
  'It will report the results for each research question in turn [insert results tables and figures].',
  '{@It will interpret the findings in relation to the literature reviewed in Chapter 2|It will interpret the findings in relation to the literature reviewed in Chapter 2|It will connect the findings to the literature in Chapter 2|It will connect the findings back to Chapter 2} [citation needed].',
  '{@It will highlight findings that confirm, extend or challenge existing knowledge|It will highlight findings that confirm, extend or challenge existing knowledge|It will point out findings that confirm, extend or challenge what is known|It will point out what confirms, extends or challenges what we already know}.',
  '{@It will discuss unexpected results and possible explanations for them|It will discuss unexpected results and possible explanations|It will discuss unexpected results and why they might have occurred|It will dig into any surprises and why they happened}.',
  '{@It will consider alternative interpretations of the data|It will consider alternative interpretations of the data|It will consider other ways of reading the data|It will look at other ways to read the data}.',
  '%L3 %noinf {@It will reflect on what the findings imply for the theoretical {w:framework} itself, not only for the empirical questions|It will reflect on what the findings imply for the framework itself as well as for the empirical questions|It will reflect on what the findings mean for the framework itself|}.',
);

export const chapterFiveLead = pool(
  '{@This chapter will draw together the conclusions of the thesis on {T}|This chapter will draw together the conclusions of the thesis on {T}|This chapter will bring together the conclusions on {T}|This chapter pulls together the conclusions on {T}}.',
);

export const chapterFiveBody = pool(
  '%late Its sections will summarise the main findings (5.1), set out the contribution to knowledge (5.2), discuss implications for practice and policy (5.3) and acknowledge limitations and future research (5.4).',
  'It will reflect on how the conclusions relate to the original aims set out in Chapter 1.',
  'It will identify which findings are most secure and which are more tentative.',
  'It will avoid introducing new evidence, drawing only on the chapters before it.',
  'It will explain how the study has changed the understanding of {T}.',
  '%last It will end with a brief concluding statement [write one or two closing sentences].',
  'It will summarise the argument of the thesis as a whole.',
  'It will revisit the gap identified in Chapter 2 and explain how it has been addressed.',
  'It will reflect on the strengths of the study.',
  'It will explain how the findings could be applied [name the setting].',
  'It will consider what the study means for theory [name the theory].',
  'It will close with a short reflection on the research process.',
  'It will state the final answer to the central research question [state it].',
  'It will answer each research question directly [summarise each answer].',
  '{@It will state the original contribution of the thesis|It will state the original contribution of the thesis|It will state what is new in the thesis|It will spell out what is new here}: [state the contribution].',
  '{@It will set out implications for practice and policy|It will set out implications for practice and policy|It will set out what this means for practice and policy|It will say what this means in practice} [name the audiences].',
  '{@It will acknowledge the limitations of the study|It will acknowledge the limitations of the study|It will acknowledge the study\'s limits|It will own up to the study\'s limits}.',
  '{@It will recommend directions for future research|It will recommend directions for future research|It will suggest what future research should do|It will suggest what to study next} [suggest one or two specific studies].',
);
