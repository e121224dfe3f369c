import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../testing/api-answers.ts';
import { renderScreen } from '../../testing/render.tsx';
import { NewDocumentPage } from './new-document-page.tsx';

describe('Use template', () => {
  it('an unknown template makes nothing and leads back to the templates', async () => {
    const { user, router } = renderScreen(<NewDocumentPage />, {
      path: '/documents/new?template=shopping-list',
      routes: [{ path: '/templates', element: <h1>Templates</h1> }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'This template does not exist' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Browse templates' }));
    expect(router.state.location.pathname).toBe('/templates');
    // setup.ts fails a test whose component sent a request nobody answered: none was sent.
    expect(requestsTo('POST /api/documents')).toEqual([]);
  });
});
