import { BookMarked, BookOpenCheck, FlaskConical, GraduationCap, ScrollText, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSearchParams } from '../../lib/use-search-params.ts';
import { academicTypes, type AcademicType } from '../../../shared/academic.ts';
import { citationStyleProfiles, citationStyles, defaultCitationStyle, type CitationStyle } from '../../../shared/citation-styles.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { editPathFor } from '../../lib/document-links.ts';
import { createDocument } from '../../lib/documents.ts';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { useSession } from '../../lib/session.ts';
import { RadioCardSection } from '../../components/ui/radio-card-section.tsx';

const typeIcons = { research: ScrollText, lab: FlaskConical, thesis: GraduationCap } as const;

function pick<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((a) => a === value) ?? fallback;
}

/** Beyond the shared card frame: a picked card is ringed as well. */
const card = 'w-full items-start gap-3 p-4 hover:border-primary/50 data-[state=checked]:ring-1 data-[state=checked]:ring-primary';

export function AcademicPapersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: session } = useSession();
  const [type, setType] = useState<AcademicType>(pick(academicTypes, params.get('type'), 'research'));
  const [style, setStyle] = useState<CitationStyle>(pick(citationStyles, params.get('style'), defaultCitationStyle));
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const typeCards = academicTypes.map((value) => ({
    value,
    Icon: typeIcons[value],
    content: (
      <span>
        <span className="block font-semibold text-fg">{t(`academic.types.${value}.title`)}</span>
        <span className="mt-1 block text-sm text-fg-muted">{t(`academic.types.${value}.body`)}</span>
      </span>
    ),
  }));
  const styleCards = citationStyles.map((value) => ({
    value,
    content: (
      <>
        <span className="font-semibold text-fg">{t(`academic.styles.${value}.name`)}</span>
        <span className="text-xs text-fg-muted">{t(`academic.styles.${value}.use`)}</span>
      </>
    ),
  }));
  const here = `/academic-papers?type=${type}&style=${style}`;
  const draftPath = `/essay-generator?${new URLSearchParams({ mode: 'academic', type, style, return: here }).toString()}`;

  async function start() {
    setFailure(null);
    if (!session) {
      // Spec: signed out → /login with the origin path and a message; the choice survives the detour.
      Promise.resolve(navigate(`/login?redirect=${encodeURIComponent(here)}`, { state: { message: 'auth.loginRequiredAcademic' } })).catch(() =>
        setFailure(t('academic.navigationFailed')),
      );
      return;
    }
    // A paper of its own: the editor with its style, title page and citations from the library.
    setStarting(true);
    const { forms } = citationStyleProfiles[style];
    let path: string;
    try {
      const doc = await createDocument({
        type: 'academic',
        title: t(`academic.untitled.${type}`),
        content: t(`academic.skeleton.${type}`),
        // A style with forms to choose from (Chicago) starts in its first.
        data: { academicType: type, citationStyle: style, ...(forms.length > 1 ? { chicagoForm: forms[0]!.form } : {}) },
      });
      path = editPathFor(doc);
    } catch {
      setStarting(false);
      setFailure(t('academic.startFailed'));
      return;
    }
    Promise.resolve(navigate(path)).catch(() => setFailure(t('academic.navigationFailed')));
  }

  return (
    <PageShell title={t('academic.title')} description={t('academic.intro')} width="default">
      <div className="space-y-10">
        <RadioCardSection headingId="paper-type" title={t('academic.typeTitle')} headingClassName="text-lg font-semibold text-fg" value={type} onValueChange={setType} cards={typeCards} gridClassName="mt-4 grid gap-4 md:grid-cols-3" cardClassName={card} iconClassName="mt-0.5 size-6 shrink-0 text-primary" />
        <RadioCardSection headingId="citation-style" title={t('academic.styleTitle')} headingClassName="text-lg font-semibold text-fg" value={style} onValueChange={setStyle} cards={styleCards} gridClassName="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5" cardClassName={`${card} flex-col gap-1`} />

        <div className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-bg-subtle p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-3 text-sm text-fg-muted">
            <BookOpenCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            {t('academic.citationsNote')}
          </p>
          <Button size="lg" onClick={() => void start()} disabled={starting} className="shrink-0">
            {t('academic.start')}
          </Button>
        </div>
        {session && (
          <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <Link to="/references" className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-2 hover:underline">
              <BookMarked aria-hidden="true" className="size-4" />
              {t('academic.libraryLink')}
            </Link>
            <Link to={draftPath} className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-2 hover:underline">
              <Sparkles aria-hidden="true" className="size-4" />
              {t('academic.draftLink')}
            </Link>
          </div>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
    </PageShell>
  );
}
