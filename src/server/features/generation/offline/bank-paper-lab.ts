import { pool } from './template.ts';

// Lab report sections. Quantities, readings and results are the user's own:
// each is a placeholder, and comparisons with published values cite a source.

export const aimLead = pool(
  '{@The aim of this experiment was to investigate {T}|The aim of this experiment was to investigate {T}|This experiment set out to investigate {T}|This experiment set out to look into {T}}.',
);

export const aimBody = pool(
  'The variables that had to be held constant were identified in advance [list them].',
  'The experiment is designed so that only one variable changes at a time.',
  'The expected outcome, if the hypothesis is correct, is [describe the expected result].',
  'The experiment also provides practice in [name the technique or skill].',
  'Safety considerations shaped the design of the experiment [name the main hazard].',
  'The experiment tests the relationship between [name the independent variable] and [name the dependent variable].',
  'Based on [state the theory or prior observation], an increase in [name the variable] was expected to [describe the expected effect].',
  'The experiment builds on a standard procedure [cite the source of the procedure].',
  'The range of values tested was [state the range], chosen because [explain why].',
  'A control condition was included to [explain its purpose].',
  'Background theory relevant to the experiment is summarised here [summarise the theory] [citation needed].',
  'The main prediction can be stated quantitatively as [state the expected relationship].',
  '%early It was hypothesised that [state the hypothesis and the reasoning behind it].',
  '{@The underlying principle is [state the scientific principle being tested]|The underlying principle is [state the scientific principle being tested]|The principle behind it is [state the scientific principle being tested]|The science behind it: [state the principle being tested]} [citation needed].',
  'The independent variable was [name it], and the dependent variable was [name it].',
  '{@The experiment is relevant because [explain why the question matters]|The experiment is relevant because [explain why the question matters]|This matters because [explain why the question matters]|Why bother? Because [explain why the question matters]}.',
  '{@A successful outcome would allow [state what the result would show]|A successful outcome would allow [state what the result would show]|If it worked, it would show [state what the result would show]|If it worked, it would show [state what the result would show]}.',
  '%L2 %noinf {@The null hypothesis was that [state the null hypothesis]|The null hypothesis was that [state the null hypothesis]|The null hypothesis was that [state the null hypothesis]|}.',
);

export const materialsLead = pool(
  '%first {@The following materials and equipment were used|The following materials and equipment were used|These materials and equipment were used|Here is what was used}: [list each item, with quantities and specifications].',
);

export const materialsBody = pool(
  'Timing equipment included [name the timer and its resolution].',
  'Samples were obtained from [state the source of the samples].',
  'Labels were used to identify each sample and trial.',
  'Spare equipment was kept available in case of breakage.',
  'The working area was prepared by [describe the preparation of the bench or space].',
  'Glassware used included [list the glassware and sizes].',
  'Electronic equipment included [list it, with model or range].',
  'The precision of each measuring instrument was [state the resolution of each instrument].',
  'Solutions were prepared in advance as follows: [describe the preparation].',
  'Consumables such as [list consumables] were used once and then disposed of safely.',
  'All materials were stored at [state the storage conditions] before use.',
  'A diagram of the apparatus is provided [insert a labelled diagram of the set-up].',
  'Where specialist equipment was unavailable, [describe the substitute and its effect].',
  'The quantities listed are for a single trial and were scaled as needed [state the scaling].',
  'Protective equipment was worn throughout the experiment.',
  'Measuring instruments included [name each instrument and its precision].',
  'Chemicals or specimens were [name them, with concentrations, sources or grades].',
  '{@Safety equipment comprised [list the safety equipment used]|Safety equipment comprised [list the safety equipment used]|Safety equipment included [list the safety equipment used]|For safety, we used [list the safety equipment]}.',
  '{@All equipment was checked and calibrated before use|All equipment was checked and calibrated before use|All equipment was checked and calibrated first|Everything was checked and calibrated first} [describe the calibration].',
  '{@Any substitutions made to the standard equipment list are noted here|Any substitutions to the standard equipment list are noted here|Any changes to the usual equipment are noted here|Any swaps from the usual kit are noted here} [note any substitutions].',
);

export const methodLead = pool(
  'First, [describe the first step of the procedure].',
);

export const methodBody = pool(
  'Each measurement was repeated and the mean recorded.',
  'The order of trials was [randomised or fixed], to [explain why].',
  'Results were checked for obvious errors before the next trial began.',
  'Environmental conditions were monitored throughout [state which conditions, such as temperature].',
  'Where a reading was uncertain, it was repeated.',
  'The data were transferred to a spreadsheet for processing [name the software].',
  '%last Waste was disposed of according to [state the disposal procedure].',
  'The method followed the published procedure except where noted [cite the procedure].',
  'Timing began when [describe the starting point] and ended when [describe the end point].',
  '%first The apparatus was set up as shown in the diagram [insert diagram reference].',
  '%first Before the first trial, [describe any preliminary checks or zeroing].',
  'The independent variable was changed by [describe how], in steps of [state the step size].',
  'After each change, the system was allowed to [describe settling, waiting or equilibration].',
  'Readings were taken at [describe when and how readings were taken].',
  'To reduce parallax and reading errors, [describe the technique].',
  'The same operator took all readings to reduce variation.',
  'Between trials, the equipment was [describe cleaning or resetting].',
  'Any deviation from the planned method was recorded [note any deviations].',
  '%last The full procedure took approximately [state the time] to complete.',
  'A control trial was run by [describe the control].',
  '%early Next, [describe the second step].',
  'The [name the quantity] was then measured using [name the instrument].',
  '{@Controlled variables included [list them], which were kept constant by [explain how]|Controlled variables included [list them], which were kept constant by [explain how]|Controlled variables were [list them], kept constant by [explain how]|We kept [list the controlled variables] constant by [explain how]}.',
  'Each trial was repeated [number of repeats] times to improve reliability.',
  '{@Readings were recorded in a table as they were taken|Readings were recorded in a table as they were taken|Readings were written into a table as they were taken|Readings went into a table as we took them}.',
  '%first {@Risks were assessed in advance|Risks were assessed in advance|Risks were assessed beforehand|We checked the risks beforehand} [summarise the main hazards and precautions].',
  '%last Finally, [describe the final step, including clean-up or disposal].',
  '%L2 %noinf {@Sources of systematic error were anticipated and, where possible, minimised|Sources of systematic error were anticipated and minimised where possible|Possible systematic errors were anticipated and reduced where possible|} [describe how].',
);

export const labResultsLead = pool(
  '{@The results are shown in the table below|The results are shown in the table below|The results are in the table below|Here are the results} [insert results table].',
);

export const labResultsBody = pool(
  'Units are given in the column headings of every table [check the units].',
  'The highest value recorded was [state it], under [state the condition].',
  'The lowest value recorded was [state it], under [state the condition].',
  'Error bars show the range of the repeat readings [add error bars to the graph].',
  'The results of the control trial are shown separately [insert the control data].',
  'No readings were excluded, except [describe any exclusions and the reason].',
  'Derived quantities were calculated using [state the equation].',
  'Raw data are presented in full in the appendix [attach the raw data table].',
  'The processed data are summarised in a second table [insert processed data table].',
  'The gradient of the line of best fit was [state the value from your graph], with units of [state units].',
  'The percentage uncertainty in the final value was [state it].',
  'Repeat readings were consistent to within [state the range from your data].',
  'The control condition produced [describe the control result].',
  'The relationship appears to be [describe its form: linear, proportional, inverse or none], based on the graph.',
  'Qualitative observations made during the experiment included [describe them].',
  'Values were rounded to [state the number] significant figures, consistent with the precision of the instruments.',
  '[Insert a graph of the dependent variable against the independent variable, with labelled axes and units.]',
  'The data show [describe the overall trend].',
  '{@Mean values were calculated for each condition|Mean values were calculated for each condition|Averages were calculated for each condition|We worked out the average for each condition} [insert the calculated means and their uncertainties].',
  '%late {@Anomalous results were identified and treated as follows|Anomalous results were identified and treated as follows|Anomalous results were spotted and handled like this|A few odd results came up, and here is how we handled them}: [describe any anomalies].',
  '%late {@Sample calculations are given for transparency|Sample calculations are given for transparency|A sample calculation is shown for clarity|Here is a sample calculation} [insert one worked calculation].',
  '%L2 %noinf {@Uncertainties were propagated through the calculations|Uncertainties were propagated through the calculations|Uncertainties were carried through the calculations|} [state the method used].',
);

export const labDiscussionLead = pool(
  '{@The results {may} be compared with published values|The results can be compared with published values|The results can be checked against published values|So how do the results stack up against published values} [citation needed].',
);

export const labDiscussionBody = pool(
  'The spread of the repeat readings indicates the precision of the method.',
  'The closeness of the mean to the accepted value indicates its accuracy [citation needed].',
  'A possible improvement would be to extend the range of the independent variable.',
  'Human reaction time may have affected readings that were timed by hand.',
  'The experiment could be made more valid by controlling [name an uncontrolled variable].',
  'Comparison with other groups who ran the same experiment may reveal [describe what a comparison could show].',
  'The shape of the graph suggests [interpret the shape].',
  'The largest source of uncertainty was [name it], contributing approximately [state the size].',
  'Anomalous results may be explained by [offer an explanation].',
  'The experimental value differs from the accepted value by [state the difference] [citation needed].',
  'Systematic errors would shift all readings in the same direction, whereas random errors would scatter them.',
  'Repeating the experiment with [name an improved instrument] would reduce the uncertainty.',
  '%last The method could be adapted to test [suggest a related question].',
  'Controlled variables may not have been perfectly constant because [explain why].',
  'The results are consistent with the theory that [state the theory] [citation needed].',
  'The limitations identified do not invalidate the main trend, but they limit its precision.',
  'The findings could be applied to [suggest a practical application].',
  '%first {@The results [support or do not support] the hypothesis, because [explain].|The results [support or do not support] the hypothesis, because [explain].|The results [support or do not support] the hypothesis, because [explain].|So, was the hypothesis right? [Say whether the results support it, and why.]}',
  '{@The trend observed can be explained by [give the scientific explanation]|The trend observed can be explained by [give the scientific explanation]|The trend can be explained by [give the scientific explanation]|The trend makes sense because [give the scientific explanation]} [citation needed].',
  '{@Random errors arose from [identify them], while systematic errors {may} have arisen from [identify them]|Random errors arose from [identify them], while systematic errors may have come from [identify them]|Random errors came from [identify them], and systematic errors may have come from [identify them]|Some errors were random, like [identify them]. Others were systematic, like [identify them]}.',
  '%late {@The reliability of the results could be improved by [suggest improvements]|The reliability of the results could be improved by [suggest improvements]|The results could be made more reliable by [suggest improvements]|Next time, [suggest improvements] would make the results more reliable}.',
  '{@The validity of the conclusion depends on how well the controlled variables were held constant|The validity of the conclusion depends on how well the controlled variables were held constant|Whether the conclusion is valid depends on how well the variables were controlled|The conclusion is only as good as the control of the variables}.',
  '%last {@A further experiment could extend the investigation by [suggest an extension]|A further experiment could extend the investigation by [suggest an extension]|Another experiment could take this further by [suggest an extension]|A follow-up could [suggest an extension]}.',
  '%L2 %noinf {@The magnitude of the discrepancy from accepted values should be assessed against the combined uncertainty of the measurements|The discrepancy from accepted values should be assessed against the combined uncertainty|The difference from accepted values should be compared with the uncertainty|} [citation needed].',
);

export const labConclusionLead = pool(
  '{@In conclusion, the experiment investigated {T} and found that [state the main result]|In conclusion, the experiment investigated {T} and found that [state the main result]|In conclusion, the experiment looked at {T} and found that [state the main result]|To sum up, the experiment looked at {T} and found that [state the main result]}.',
);

export const labConclusionBody = pool(
  'The result is consistent with [name the principle or model] [citation needed].',
  '%late Confidence in this conclusion is [high, moderate or low], because [explain].',
  'If the experiment were repeated, the first change would be [name the change].',
  'The evidence for this conclusion is summarised in the results table and graph.',
  'Within the limits of the method, the relationship can be described as [describe it].',
  'A repeat with improved equipment would give a more reliable value.',
  'The result has practical relevance for [name an application].',
  'No further conclusions can be drawn without additional data.',
  'The data showed a [describe the relationship] between [name the variables].',
  'The final value obtained was [state the value with its uncertainty].',
  'This compares with an accepted value of [state it] [citation needed].',
  '%late Future work should [state the most useful next step].',
  'The experiment therefore demonstrates [state what it demonstrates].',
  'Overall, the investigation was [successful, partly successful or inconclusive], because [explain].',
  '%early {@This [supports or does not support] the original hypothesis|This [supports or does not support] the original hypothesis|This [supports or does not support] the hypothesis|So the hypothesis was [supported or not supported]}.',
  '{@The main limitation was [name it], which should be addressed in any repeat of the experiment|The main limitation was [name it], which should be addressed in any repeat|The main limitation was [name it], which should be fixed next time|The biggest limitation was [name it]}.',
  '%last {@Overall, the aim of the experiment was [fully, partly or not] achieved|Overall, the aim of the experiment was [fully, partly or not] achieved|Overall, the aim was [fully, partly or not] achieved|Overall, the aim was [fully, partly or not] met}.',
);
