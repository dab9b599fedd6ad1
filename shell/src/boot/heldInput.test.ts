import { holdInputUntilLive } from './heldInput';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('presses before a server-rendered page is live', () => {
  afterEach(() => {
    delete document.documentElement.dataset.live;
    document.body.innerHTML = '';
  });

  it('holds presses on buttons until the page is live, then replays them in order on the same elements', async () => {
    document.body.innerHTML = '<button id="add">Add</button><button id="other"><span>Other</span></button>';
    const pressed: string[] = [];
    holdInputUntilLive(document);
    document.addEventListener('click', (event) => pressed.push((event.target as Element).id || 'span'));
    document.getElementById('add')?.click();
    document.querySelector('span')?.click();
    document.getElementById('add')?.click();
    expect(pressed).toEqual([]);
    document.documentElement.dataset.live = 'true';
    await flush();
    expect(pressed).toEqual(['add', 'other', 'add']);
    // Live: presses pass at once.
    document.getElementById('other')?.click();
    expect(pressed).toEqual(['add', 'other', 'add', 'other']);
  });

  it('holds a form’s submission and submits it once live; links are never held', async () => {
    document.body.innerHTML = '<form><input name="q"></form><a href="#x">x</a>';
    const form = document.querySelector('form') as HTMLFormElement;
    const submitted = jest.fn((event: Event) => event.preventDefault());
    const linked = jest.fn((event: Event) => event.preventDefault());
    holdInputUntilLive(document);
    form.addEventListener('submit', submitted);
    document.querySelector('a')?.addEventListener('click', linked);
    form.requestSubmit();
    document.querySelector('a')?.click();
    expect(submitted).not.toHaveBeenCalled();
    expect(linked).toHaveBeenCalledTimes(1);
    document.documentElement.dataset.live = 'true';
    await flush();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('hands what was typed before the page was live to its code, before replaying the presses', async () => {
    document.body.innerHTML = '<input id="email" value=""><button id="send">Send</button>';
    const field = document.getElementById('email') as HTMLInputElement;
    const seen: string[] = [];
    holdInputUntilLive(document);
    field.value = 'tea@example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    document.getElementById('send')?.click();
    // The page's code listens from now on (as React does once it has hydrated).
    document.addEventListener('input', () => seen.push(`typed ${field.value}`));
    document.addEventListener('click', () => seen.push('pressed'));
    document.documentElement.dataset.live = 'true';
    await flush();
    expect(seen).toEqual(['typed tea@example.com', 'pressed']);
    expect(field.value).toBe('tea@example.com');
  });

  it('tells the page where the shopper is: the focused field first, then the element under the pointer', async () => {
    document.body.innerHTML = '<input id="q"><nav><button id="menu">Teas</button></nav>';
    const field = document.getElementById('q') as HTMLInputElement;
    const menu = document.getElementById('menu') as HTMLButtonElement;
    holdInputUntilLive(document);
    field.focus();
    const over = (target: Element, relatedTarget: Element | null) => {
      const event = new MouseEvent('pointerover', { bubbles: true, relatedTarget });
      Object.defineProperty(event, 'pointerType', { value: 'mouse' });
      target.dispatchEvent(event);
    };
    over(menu, null);
    const seen: string[] = [];
    document.addEventListener('focusin', (event) => seen.push(`focus ${(event.target as Element).id}`));
    document.addEventListener('pointerover', (event) =>
      seen.push(`over ${(event.target as Element).id} by ${(event as PointerEvent).pointerType}`),
    );
    document.addEventListener('mouseover', (event) =>
      seen.push(`mouse over ${(event.target as Element).id}`),
    );
    document.documentElement.dataset.live = 'true';
    await flush();
    expect(seen).toEqual(['focus q', 'over menu by mouse', 'mouse over menu']);
  });

  it('forgets a pointer that left the page before it was live', async () => {
    document.body.innerHTML = '<button id="menu">Teas</button>';
    const menu = document.getElementById('menu') as HTMLButtonElement;
    holdInputUntilLive(document);
    menu.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    menu.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: null }));
    const over = jest.fn();
    document.addEventListener('pointerover', over);
    document.documentElement.dataset.live = 'true';
    await flush();
    expect(over).not.toHaveBeenCalled();
  });

  it('holds nothing on a page that is live already', () => {
    document.documentElement.dataset.live = 'true';
    document.body.innerHTML = '<button>Add</button>';
    const pressed = jest.fn();
    holdInputUntilLive(document);
    document.addEventListener('click', pressed);
    document.querySelector('button')?.click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
