import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCatalogueState } from '../../../blocks/shared/lazy/catalogue/state/use-catalogue-state';

/** What the page draws from the address itself. */
function Results() {
  const [params] = useSearchParams();
  return <p>{params.get('favorite') === 'true' ? 'favorites' : 'everything'}</p>;
}

function FavoritesSwitch() {
  const [state, dispatch] = useCatalogueState();
  return (
    <label>
      <input
        type="checkbox"
        role="switch"
        checked={state.toggles.includes('favorite')}
        onChange={(event) => dispatch({ type: 'setToggle', toggle: 'favorite', on: event.target.checked })}
      />
      My favorites
    </label>
  );
}

/**
 * A router at `path` whose next move to a new address waits for the test to let it arrive (as a slow device moves
 * late). Each test takes its own path: the catalogue remembers its last query per path.
 */
function renderRouter(path: string) {
  let gate = Promise.resolve();
  const router = createMemoryRouter(
    [{ id: 'catalogue', path: '*', loader: () => gate.then(() => null), element: (<><FavoritesSwitch /><Results /></>) }],
    { initialEntries: [path], hydrationData: { loaderData: { catalogue: null } } },
  );
  render(<RouterProvider router={router} />);
  const favoritesSwitch = screen.getByRole('switch', { name: 'My favorites' }) as HTMLInputElement;
  const holdNextMove = () => {
    let open = () => {};
    gate = new Promise<void>((resolve) => (open = resolve));
    return () => act(async () => open());
  };
  return { router, favoritesSwitch, holdNextMove };
}

describe('catalogue state', () => {
  it('shows a switch turned on at once, before the router has moved to the new address', async () => {
    const { router, favoritesSwitch, holdNextMove } = renderRouter('/en-us/sessions');
    const arrive = holdNextMove();
    fireEvent.click(favoritesSwitch);
    expect(router.state.navigation.state).toBe('loading');
    expect(favoritesSwitch.checked).toBe(true);
    expect(screen.getByText('everything')).toBeTruthy();
    await arrive();
    expect(await screen.findByText('favorites')).toBeTruthy();
    expect(router.state.location.search).toBe('?favorite=true');
    expect(favoritesSwitch.checked).toBe(true);
  });

  it('shows the address it came back to, not the step asked for there earlier', async () => {
    const { router, favoritesSwitch } = renderRouter('/en-us/speakers');
    fireEvent.click(favoritesSwitch);
    await screen.findByText('favorites');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('everything')).toBeTruthy();
    expect(favoritesSwitch.checked).toBe(false);
  });
});
