// The script of mock-game.html, in a file of its own: the site's CSP runs no inline script.
(() => {
  const q = new URLSearchParams(location.search);
  const kind = q.get('kind') || 'slot';
  const currency = q.get('currency') || 'RM';
  let balance = Number.parseFloat(q.get('balance') || '1000');
  if (!Number.isFinite(balance)) balance = 1000;
  const $ = (id) => document.getElementById(id);
  const money = (n) => `${currency} ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const h = (tag, attrs = {}, ...children) => {
    const el = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (key === 'on') for (const [type, fn] of Object.entries(value)) el.addEventListener(type, fn);
      else if (key === 'style') el.style.cssText = value;
      else el.setAttribute(key, value);
    }
    el.append(...children);
    return el;
  };
  const game = q.get('game') || 'Demo game';
  $('title').textContent = game;
  $('vendor').textContent = q.get('vendor') || 'Demo';
  document.title = `${game} · demo`;
  const show = () => ($('balance').textContent = money(balance));
  const paid = (amount) => ($('win').textContent = money(amount));
  show();
  paid(0);

  const BETS = [1, 2, 5, 10, 20, 50, 100];
  let betIndex = 2;
  const message = h('p', { class: 'message', role: 'status', 'aria-live': 'polite' }, 'Good luck!');
  const say = (text, good = false) => {
    message.textContent = text;
    message.className = good ? 'message good' : 'message';
  };
  const betControl = () => {
    const value = h('strong', { id: 'bet' }, money(BETS[betIndex]));
    const set = (step) => {
      betIndex = Math.min(BETS.length - 1, Math.max(0, betIndex + step));
      value.textContent = money(BETS[betIndex]);
    };
    return h(
      'div',
      { class: 'stat' },
      h('span', {}, 'Bet'),
      h(
        'div',
        { class: 'bet' },
        h('button', { class: 'round', type: 'button', 'aria-label': 'Lower bet', on: { click: () => set(-1) } }, '−'),
        value,
        h('button', { class: 'round', type: 'button', 'aria-label': 'Raise bet', on: { click: () => set(1) } }, '+'),
      ),
    );
  };
  const stake = () => {
    const bet = BETS[betIndex];
    if (bet > balance) {
      say('Not enough balance for this bet.');
      return 0;
    }
    balance -= bet;
    show();
    return bet;
  };
  const credit = (amount) => {
    balance += amount;
    show();
    paid(amount);
  };

  function slot(symbols) {
    const rows = 3;
    const reels = [];
    const grid = h('div', { class: 'reels', role: 'img', 'aria-label': 'Reels' });
    for (let r = 0; r < 5; r += 1) {
      const strip = h('div', { class: 'strip' });
      const reel = h('div', { class: 'reel' }, strip);
      reels.push(strip);
      grid.append(reel);
    }
    const draw = (strip, faces) => {
      strip.replaceChildren(...faces.map((s) => h('div', { class: 'cell', style: `color:${s.color}` }, s.face)));
    };
    const pick = () => symbols[Math.floor(Math.random() * symbols.length)];
    let current = reels.map(() => Array.from({ length: rows }, pick));
    reels.forEach((strip, i) => draw(strip, current[i]));
    const button = h('button', { class: 'big', type: 'button' }, 'SPIN');
    button.addEventListener('click', () => {
      const bet = stake();
      if (!bet) return;
      button.disabled = true;
      say('Spinning…');
      const next = reels.map(() => Array.from({ length: rows }, pick));
      reels.forEach((strip, i) => {
        const filler = Array.from({ length: 12 + i * 3 }, pick);
        draw(strip, [...next[i], ...filler, ...current[i]]);
        strip.style.transition = 'none';
        strip.style.transform = `translateY(-${(filler.length + rows) * (100 / (filler.length + rows * 2))}%)`;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            strip.style.transition = `transform ${0.7 + i * 0.18}s cubic-bezier(0.2, 0.8, 0.2, 1)`;
            strip.style.transform = 'translateY(0)';
          }),
        );
      });
      setTimeout(() => {
        current = next;
        reels.forEach((strip, i) => draw(strip, current[i]));
        const line = current.map((col) => col[1]);
        let count = 1;
        while (count < 5 && line[count].face === line[0].face) count += 1;
        const win = count >= 3 ? bet * line[0].pay * (count - 2) : 0;
        if (win > 0) {
          reels.forEach((strip, i) => i < count && strip.children[1].classList.add('hit'));
          credit(win);
          say(`${count} × ${line[0].face} — you win ${money(win)}!`, true);
        } else {
          paid(0);
          say('No win this time. Spin again!');
        }
        button.disabled = false;
      }, 1600);
    });
    return h('div', { class: 'panel' }, h('div', { class: 'machine' }, grid), h('div', { class: 'controls' }, betControl(), button), message);
  }

  function table() {
    const suits = [
      ['♠', ''],
      ['♥', 'red'],
      ['♦', 'red'],
      ['♣', ''],
    ];
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    const value = (rank) => (rank === 'A' ? 1 : ['10', 'J', 'Q', 'K'].includes(rank) ? 0 : Number(rank));
    const deal = () => {
      const rank = ranks[Math.floor(Math.random() * ranks.length)];
      const [suit, tone] = suits[Math.floor(Math.random() * 4)];
      return { rank, suit, tone };
    };
    const hands = { Player: h('div', { class: 'cards' }), Banker: h('div', { class: 'cards' }) };
    const totals = { Player: h('strong', {}, '–'), Banker: h('strong', {}, '–') };
    let choice = 'Player';
    const spots = ['Player', 'Tie', 'Banker'].map((name) =>
      h(
        'button',
        {
          class: 'spot',
          type: 'button',
          'aria-pressed': String(name === choice),
          on: {
            click: () => {
              choice = name;
              spots.forEach((s) => s.setAttribute('aria-pressed', String(s.textContent.startsWith(choice))));
            },
          },
        },
        `${name} ${name === 'Tie' ? '8:1' : '1:1'}`,
      ),
    );
    const button = h('button', { class: 'big', type: 'button' }, 'DEAL');
    button.addEventListener('click', () => {
      const bet = stake();
      if (!bet) return;
      const score = {};
      for (const side of ['Player', 'Banker']) {
        const cards = [deal(), deal()];
        hands[side].replaceChildren(...cards.map((c) => h('div', { class: `card ${c.tone}` }, `${c.rank}${c.suit}`)));
        score[side] = cards.reduce((sum, c) => sum + value(c.rank), 0) % 10;
        totals[side].textContent = String(score[side]);
      }
      const result = score.Player === score.Banker ? 'Tie' : score.Player > score.Banker ? 'Player' : 'Banker';
      if (result === choice) {
        const win = bet * (choice === 'Tie' ? 9 : 2);
        credit(win);
        say(`${result} wins — you win ${money(win)}!`, true);
      } else {
        paid(0);
        say(`${result} wins. Deal again?`);
      }
    });
    const side = (name) => h('div', { class: 'hand' }, h('span', { class: 'vendor' }, name), hands[name], totals[name]);
    return h(
      'div',
      { class: 'panel' },
      h('div', { class: 'table' }, h('div', { class: 'hands' }, side('Player'), side('Banker')), h('div', { class: 'spots' }, ...spots)),
      h('div', { class: 'controls' }, betControl(), button),
      message,
    );
  }

  function sports() {
    const fixtures = [
      ['Selangor FC', 'Johor DT', 'Malaysia Super League'],
      ['Arsenal', 'Chelsea', 'Premier League'],
      ['Real Madrid', 'Sevilla', 'LaLiga'],
      ['Team Spirit', 'T1', 'Dota 2 · The International'],
      ['Lakers', 'Celtics', 'NBA'],
      ['Bayern', 'Dortmund', 'Bundesliga'],
    ];
    let pick = null;
    const odds = () => (1.4 + Math.random() * 3).toFixed(2);
    const rows = fixtures.map(([home, away, league], i) => {
      const prices = [odds(), (2.8 + Math.random()).toFixed(2), odds()];
      const buttons = ['1', 'X', '2'].map((label, j) =>
        h(
          'button',
          {
            class: 'odd',
            type: 'button',
            'aria-pressed': 'false',
            'aria-label': `${home} v ${away}: ${label} at ${prices[j]}`,
            on: {
              click: (event) => {
                document.querySelectorAll('.odd').forEach((b) => b.setAttribute('aria-pressed', 'false'));
                event.currentTarget.setAttribute('aria-pressed', 'true');
                pick = { i, j, price: Number(prices[j]), text: `${home} v ${away} (${label})` };
                say(`Selected ${pick.text} at ${prices[j]}`);
              },
            },
          },
          prices[j],
        ),
      );
      return h('div', { class: 'match' }, h('div', {}, `${home} v ${away}`, h('small', {}, league)), ...buttons);
    });
    const button = h('button', { class: 'big', type: 'button' }, 'PLACE BET');
    button.addEventListener('click', () => {
      if (!pick) return say('Pick a price first.');
      const bet = stake();
      if (!bet) return;
      button.disabled = true;
      say('Bet placed. Waiting for the result…');
      setTimeout(() => {
        button.disabled = false;
        if (Math.random() < 1 / pick.price + 0.05) {
          const win = Math.round(bet * pick.price * 100) / 100;
          credit(win);
          say(`${pick.text} won — you win ${money(win)}!`, true);
        } else {
          paid(0);
          say(`${pick.text} lost. Try another match.`);
        }
      }, 1400);
    });
    return h('div', { class: 'panel' }, h('div', { class: 'board' }, ...rows), h('div', { class: 'controls' }, betControl(), button), message);
  }

  function lottery() {
    const chosen = new Set();
    const grid = h('div', { class: 'grid', role: 'group', 'aria-label': 'Pick five numbers' });
    for (let n = 1; n <= 36; n += 1) {
      const ball = h('button', { class: 'ball', type: 'button', 'aria-pressed': 'false' }, String(n));
      ball.addEventListener('click', () => {
        if (chosen.has(n)) chosen.delete(n);
        else if (chosen.size < 5) chosen.add(n);
        ball.setAttribute('aria-pressed', String(chosen.has(n)));
        say(`${chosen.size} of 5 numbers picked`);
      });
      grid.append(ball);
    }
    const drawn = h('div', { class: 'drawn', 'aria-live': 'polite' });
    const button = h('button', { class: 'big', type: 'button' }, 'DRAW');
    button.addEventListener('click', () => {
      if (chosen.size < 5) return say('Pick five numbers first.');
      const bet = stake();
      if (!bet) return;
      const pool = Array.from({ length: 36 }, (_, i) => i + 1)
        .sort(() => Math.random() - 0.5)
        .slice(0, 5)
        .sort((a, b) => a - b);
      drawn.replaceChildren(...pool.map((n) => h('span', { class: chosen.has(n) ? 'match' : '' }, String(n))));
      const hits = pool.filter((n) => chosen.has(n)).length;
      const table = [0, 0, 1, 8, 60, 800];
      const win = bet * table[hits];
      if (win > 0) {
        credit(win);
        say(`${hits} numbers matched — you win ${money(win)}!`, true);
      } else {
        paid(0);
        say(`${hits} matched. Next draw?`);
      }
    });
    const mode = q.get('prizeMode');
    return h(
      'div',
      { class: 'panel' },
      mode ? h('span', { class: 'demo' }, `Prize mode ${mode}`) : '',
      grid,
      drawn,
      h('div', { class: 'controls' }, betControl(), button),
      message,
    );
  }

  const SLOT = [
    { face: '7', color: '#ff5470', pay: 10 },
    { face: '★', color: '#f5c542', pay: 6 },
    { face: '♦', color: '#4cb8ff', pay: 4 },
    { face: 'A', color: '#2ecc8f', pay: 2 },
    { face: 'K', color: '#b69cff', pay: 2 },
    { face: 'Q', color: '#ff9a3c', pay: 1 },
  ];
  const FISH = [
    { face: '◆', color: '#f5c542', pay: 10 },
    { face: '●', color: '#ff5470', pay: 5 },
    { face: '▲', color: '#2ecc8f', pay: 3 },
    { face: '■', color: '#4cb8ff', pay: 2 },
    { face: '✦', color: '#b69cff', pay: 1 },
  ];
  const views = { slot: () => slot(SLOT), fish: () => slot(FISH), table, sports, lottery };
  $('stage').append((views[kind] || views.slot)());
})();
