import { BOOK_LINK_LABEL, BOOK_NOTICE } from '@motorplaza/domain/complaints/complaint-texts';
import { IconBook } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './complaints-book-notice.module.css';

/**
 * The virtual complaints book's notice and link (D.S. 011-2011-PCM art. 7 and Anexo II, adapted to a
 * website; docs/decisions/0028): in every public page's footer and on the home page. Plain elements,
 * like the rest of the always-loaded shell (decision 0010).
 */
export function ComplaintsBookNotice({ tone }: { readonly tone: 'dark' | 'light' }) {
  return (
    <div className={classes.notice} data-tone={tone}>
      <Link to="/reclamos" className={classes.link}>
        <IconBook size={34} stroke={1.6} aria-hidden="true" className={classes.icon} />
        <span className={classes.label}>{BOOK_LINK_LABEL}</span>
      </Link>
      <p className={classes.text}>{BOOK_NOTICE}</p>
    </div>
  );
}
