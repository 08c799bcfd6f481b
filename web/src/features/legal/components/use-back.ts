import { useNavigate } from 'react-router-dom';

/**
 * The previous entry in this tab is one of our pages, loaded as a whole page (a plain link from a
 * prerendered page). The Navigation API lists only this site's entries next to the current
 * one; without it (older browsers) we can't tell, and go home.
 */
function cameFromThisSite(): boolean {
  const navigation = (window as { navigation?: { currentEntry?: { index: number } | null } }).navigation;
  return (navigation?.currentEntry?.index ?? 0) > 0;
}

/**
 * The privacy policy goes back one step in history. Opened directly (no earlier entry
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
