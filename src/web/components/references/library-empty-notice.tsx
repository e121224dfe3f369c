import { Link } from 'react-router';
import { Alert } from '../ui/alert.tsx';

/**
 * A list of the library's references with nothing to show: no reference
 * matches the search, or the library is empty. Either way the way to the
 * library, where references are added, is right there.
 */
export function LibraryEmptyNotice({ searching, noMatch, empty, openLibrary }: { searching: boolean; noMatch: string; empty: string; openLibrary: string }) {
  return (
    <Alert tone="info">
      {searching ? noMatch : empty}{' '}
      <Link to="/references" className="font-medium underline underline-offset-4">
        {openLibrary}
      </Link>
    </Alert>
  );
}
