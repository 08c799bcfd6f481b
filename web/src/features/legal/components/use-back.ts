import { useNavigate } from 'react-router-dom';

/**
 * The privacy policy goes back one step in history (spec §2). Opened directly (no earlier entry
 * in this tab), "back" would leave the site, so it goes home instead.
 */
export function useHistoryBack() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/');
  };
}
