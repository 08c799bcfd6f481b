import { useNavigate } from 'react-router-dom';

/** The previous entry in this tab is one of our pages, loaded as a whole page (a plain link from a prerendered page, issue 20). */
function cameFromThisSite(): boolean {
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The privacy policy goes back one step in history (spec §2). Opened directly (no earlier entry
 * in this tab), "back" would leave the site, so it goes home instead.
 */
export function useHistoryBack() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else if (cameFromThisSite()) window.history.back();
    else navigate('/');
  };
}
