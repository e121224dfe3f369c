import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ResumeData } from '../../../shared/resume.ts';
import { requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { JobMatchPanel } from './job-match-panel.tsx';

const ad = 'We are hiring a data analyst. Essential: SQL, Python and Tableau. Fluent Spanish is a plus.';

/** The panel as the resume builder holds it: the ad is the page's state. */
function Panel({ resume }: { resume: ResumeData }) {
  const [text, setText] = useState('');
  return <JobMatchPanel ad={text} onAdChange={setText} resume={resume} />;
}

describe('the job-ad match panel', () => {
  it('an empty resume is not matched: it says what to add first and asks the server nothing', async () => {
    const { user } = renderScreen(<Panel resume={{ personalInfo: { fullName: 'Sam Rivera' } }} />);
    expect(screen.getByText(/^Paste the text of a job ad/)).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: 'Job advertisement' }));
    await user.paste(ad);
    expect(await screen.findByText('Your resume is empty: add experience, education or skills to match it against the ad')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'In your resume' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Not in your resume yet' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(requestsTo('POST /api/resume/match')).toEqual([]);
  });
});
