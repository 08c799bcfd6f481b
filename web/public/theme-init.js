// Runs before first paint (a classic script in <head>): apply the theme kept under localStorage
// "theme" (default dark) so a light-theme user never sees a dark flash. ThemeProvider takes over once
// React mounts (src/components/theme/theme.ts).
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
  function apply() {
    root.classList.remove('light', 'dark');
    root.classList.add(theme);
    root.style.colorScheme = theme;
  }
  apply();

  // The prerendered landing runs no React for a signed-out visitor (src/app/boot.ts): its theme toggle
  // (data-theme-toggle, theme-toggle.tsx) works from here, from the first paint on, never lost to a
  // tap that comes before the page's script. Everywhere else React's ThemeToggle handles it.
  // Every language's landing: "/", "/de/", "/ar/", … (the other pages' addresses do not end in "/").
  var LANDING_TOGGLE = '#root[data-prerendered$="/"] [data-theme-toggle]';
  // The toggle carries both names in the page's language (data-label-to-light / -to-dark); English only
  // if a page was built without them.
  function label() {
    var toggle = document.querySelector(LANDING_TOGGLE);
    if (!toggle) return;
    var next = theme === 'dark' ? 'light' : 'dark';
    var text = toggle.getAttribute('data-label-to-' + next) || 'Switch to ' + next + ' theme';
    toggle.setAttribute('aria-label', text);
  }
  document.addEventListener('DOMContentLoaded', label);
  document.addEventListener('click', function (event) {
    var target = event.target;
    if (!(target instanceof Element) || !target.closest(LANDING_TOGGLE)) return;
    theme = theme === 'dark' ? 'light' : 'dark';
    apply();
    label();
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', theme === 'dark' ? '#0b0b0f' : '#fafafa');
    try {
      localStorage.setItem('theme', theme);
    } catch (e) {}
  });
})();
