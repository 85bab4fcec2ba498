// @vitest-environment happy-dom
import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './typed-before-hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Form() {
  const [name, setName] = useState('');
  const [remember, setRemember] = useState(false);
  const [renders, setRenders] = useState(0);
  const ref = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(ref, (field, value) => {
    if (field === 'fullName') setName(value);
    if (field === 'remember') setRemember(true);
  });
  return (
    <form ref={ref}>
      <input name="fullName" value={name} onChange={(e) => setName(e.target.value)} />
      <input name="remember" type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      <input name="nothing" defaultValue="" />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <output>{`${name}|${remember}`}</output>
    </form>
  );
}

describe('useTypedBeforeHydration', () => {
  it('keeps what was typed into the server-rendered form before it hydrated, through the next render', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const input = container.querySelector<HTMLInputElement>('input[name="fullName"]')!;
    const box = container.querySelector<HTMLInputElement>('input[name="remember"]')!;
    // The shopper types and ticks before the script arrives.
    input.value = 'Meera Patil';
    box.checked = true;

    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    await act(async () => {
      container.querySelector('button')!.click();
    });

    expect(input.value).toBe('Meera Patil');
    expect(box.checked).toBe(true);
    expect(container.querySelector('output')!.textContent).toBe('Meera Patil|true');
    container.remove();
  });
});
