import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Outlet, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { RETRY_AFTER_MS, routeScreen, type RouteModule } from './route-screen';

/** A route module whose download the test finishes (or fails) when it says. */
function chunk(Component: RouteModule['Component']) {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const download = new Promise<RouteModule>((resolve, reject) => {
    finish = () => resolve({ Component });
    fail = reject;
  });
  return { load: () => download, finish: () => act(async () => finish()), fail: (error: Error) => act(async () => fail(error)) };
}

let navigateTo: (to: string) => void = () => undefined;
function Root() {
  const location = useLocation();
  navigateTo = useNavigate();
  return (
    <RouteErrorBoundary resetOn={location.pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

const open = (routes: RouteObject[], path: string) => {
  function Routes() {
    return useRoutes([{ element: <Root />, children: routes }]);
  }
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>,
  );
};

it('a screen loaded beforehand is drawn in the first render: a cold start never shows a blank or a spinner in between', async () => {
  const settings = chunk(() => <h1>Settings</h1>);
  const element = routeScreen(settings.load);
  const loaded = routeScreen.preloadOf(element);
  await settings.finish();
  await loaded;
  open([{ path: 'settings', element }], '/settings');
  expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
});

it('one screen under two addresses stays mounted as the address changes (what was typed stays)', async () => {
  function Chat() {
    const [draft, setDraft] = useState('');
    return <input aria-label="Message" value={draft} onChange={(e) => setDraft(e.target.value)} />;
  }
  const chat = chunk(Chat);
  await chat.finish();
  const element = routeScreen(chat.load);
  expect(routeScreen(chat.load)).toBe(element);
  open(
    [
      { path: 'chat', element },
      { path: 'chat/:id', element },
    ],
    '/chat',
  );
  const input = (await screen.findByLabelText('Message')) as HTMLInputElement;
  fireEvent.change(input, { target: { value: 'Hi there' } });
  await act(async () => navigateTo('/chat/c1'));
  expect((screen.getByLabelText('Message') as HTMLInputElement).value).toBe('Hi there');
});

it('a screen whose code failed to download offers a reload; another address shows its own screen', async () => {
  const broken = chunk(() => <h1>Never</h1>);
  const home = chunk(() => <h1>Home</h1>);
  await home.finish();
  open(
    [
      { path: 'broken', element: routeScreen(broken.load) },
      { path: 'home', element: routeScreen(home.load) },
    ],
    '/broken',
  );
  expect(screen.queryByText('Never')).toBeNull();
  await broken.fail(new Error('Failed to fetch dynamically imported module: /assets/broken.js'));
  expect(await screen.findByText('Converge was updated while you had it open. Reload to get the latest version.')).toBeTruthy();
  expect(screen.getByRole('button', { name: /Reload/ })).toBeTruthy();
  await act(async () => navigateTo('/home'));
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
});

it('a screen whose code failed to download is asked for again when the person opens it later, without a reload', async () => {
  let attempts = 0;
  const flaky = () => {
    attempts += 1;
    return attempts === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/flaky.js')) : Promise.resolve({ Component: () => <h1>Flaky</h1> });
  };
  const home = chunk(() => <h1>Home</h1>);
  await home.finish();
  open(
    [
      { path: 'flaky', element: routeScreen(flaky) },
      { path: 'home', element: routeScreen(home.load) },
    ],
    '/flaky',
  );
  expect(await screen.findByText('Converge was updated while you had it open. Reload to get the latest version.')).toBeTruthy();
  await act(async () => navigateTo('/home'));
  await screen.findByRole('heading', { name: 'Home' });
  const later = Date.now() + RETRY_AFTER_MS + 1;
  const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
  try {
    await act(async () => navigateTo('/flaky'));
    expect(await screen.findByRole('heading', { name: 'Flaky' })).toBeTruthy();
    expect(attempts).toBe(2);
  } finally {
    clock.mockRestore();
  }
});
