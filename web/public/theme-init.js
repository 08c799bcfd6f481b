// Runs before first paint: apply the theme kept under localStorage "theme" (default dark) so
// a light-theme user never sees a dark flash. ThemeProvider takes over once React mounts.
// Also: someone signed in last time (localStorage "converge.signed-in", src/lib/session-hint.ts)
// gets <html data-session="signed-in">, which keeps the prerendered signed-out view hidden until
// the session is known (index.css).
(function () {
  var theme = 'dark';
  var root = document.documentElement;
  try {
    if (localStorage.getItem('theme') === 'light') theme = 'light';
    if (localStorage.getItem('converge.signed-in') === '1') root.setAttribute('data-session', 'signed-in');
  } catch (e) {}
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();
