/**
 * Teapots, kettles and pourers, each drawn as the object it is, centred near (600, 640) and standing on y = 900:
 * the scene (tewarePicture) places, scales and crops them.
 */
import type { Material } from './wareKinds';
import { radial, shade } from './svg';

/** Body shading of a solid object: light from the upper left. */
export function bodyGradient(id: string, colour: string, finish: Material['finish']): string {
  const gloss = finish === 'glaze' || finish === 'porcelain' || finish === 'metal';
  return radial(
    id,
    [
      [0, shade(colour, gloss ? 0.45 : 0.2)],
      [0.45, colour],
      [1, shade(colour, -0.45)],
    ],
    0.35,
    0.3,
  );
}

export interface Drawing {
  /** The object, centred near (600, 640), standing on y = 900. */
  svg: string;
  /** Where the close-up looks. */
  detail: [number, number];
  /** Half the object's width, for its shadow. */
  halfWidth: number;
}

export function kyusu(m: Material, tall: boolean): Drawing {
  const ry = tall ? 200 : 165;
  const cy = 900 - ry;
  return {
    svg: `<defs>${bodyGradient('k', m.colour, m.finish)}</defs><path d="M390 ${cy - 10} C 330 ${cy - 30} 300 ${cy - 120} 270 ${cy - 175} L 300 ${cy - 190} C 330 ${
      cy - 140
    } 360 ${cy - 90} 420 ${cy - 70} Z" fill="${shade(m.colour, -0.1)}"/><g transform="rotate(-18 780 ${cy - 10})"><rect x="780" y="${cy - 45}" width="300" height="70" rx="35" fill="url(#k)"/><rect x="1040" y="${
      cy - 45
    }" width="40" height="70" rx="18" fill="${shade(m.colour, -0.3)}"/></g><ellipse cx="600" cy="${cy}" rx="240" ry="${ry}" fill="url(#k)"/><ellipse cx="600" cy="${cy - ry + 40}" rx="150" ry="34" fill="${shade(
      m.colour,
      -0.25,
    )}"/><ellipse cx="600" cy="${cy - ry + 30}" rx="135" ry="28" fill="url(#k)"/><ellipse cx="600" cy="${cy - ry + 8}" rx="34" ry="22" fill="${shade(m.colour, -0.15)}"/>`,
    detail: [330, cy - 120],
    halfWidth: 470,
  };
}

export function yixing(m: Material, tall: boolean): Drawing {
  const ry = tall ? 190 : 140;
  const cy = 900 - ry;
  return {
    svg: `<defs>${bodyGradient('y', m.colour, m.finish)}</defs><path d="M800 ${cy - ry * 0.6} C 950 ${cy - ry * 0.7} 960 ${cy + ry * 0.4} 810 ${cy + ry * 0.35}" stroke="${shade(
      m.colour,
      -0.15,
    )}" stroke-width="38" fill="none" stroke-linecap="round"/><path d="M420 ${cy - 10} L 290 ${cy - 90} L 300 ${cy - 120} L 440 ${cy - 70} Z" fill="url(#y)"/><ellipse cx="600" cy="${cy}" rx="220" ry="${ry}" fill="url(#y)"/><rect x="470" y="${
      cy - ry - 4
    }" width="260" height="34" rx="14" fill="${shade(m.colour, -0.2)}"/><ellipse cx="600" cy="${cy - ry - 4}" rx="130" ry="26" fill="url(#y)"/><circle cx="600" cy="${cy - ry - 34}" r="30" fill="url(#y)"/>`,
    detail: [600, cy - ry],
    halfWidth: 280,
  };
}

export function tetsubin(m: Material): Drawing {
  const cy = 720;
  const dots = Array.from({ length: 5 }, (_, row) =>
    Array.from(
      { length: 9 },
      (_, i) =>
        `<circle cx="${420 + i * 45 + (row % 2) * 22}" cy="${640 + row * 40}" r="9" fill="${shade(m.colour, 0.15)}"/>`,
    ).join(''),
  ).join('');
  return {
    svg: `<defs>${bodyGradient('t', m.colour, 'metal')}<clipPath id="tc"><ellipse cx="600" cy="${cy}" rx="240" ry="180"/></clipPath></defs><path d="M400 ${cy - 100} C 380 360 820 360 800 ${cy - 100}" stroke="#2a2a2c" stroke-width="22" fill="none"/><path d="M380 ${
      cy + 10
    } L 250 ${cy - 90} L 270 ${cy - 110} L 400 ${cy - 50} Z" fill="url(#t)"/><ellipse cx="600" cy="${cy}" rx="240" ry="180" fill="url(#t)"/><g clip-path="url(#tc)">${dots}</g><ellipse cx="600" cy="${cy - 165}" rx="110" ry="26" fill="${shade(
      m.colour,
      -0.3,
    )}"/><circle cx="600" cy="${cy - 190}" r="24" fill="url(#t)"/>`,
    detail: [600, 680],
    halfWidth: 280,
  };
}

export function gaiwan(m: Material): Drawing {
  return {
    svg: `<defs>${bodyGradient('g', m.colour, 'porcelain')}</defs><ellipse cx="600" cy="880" rx="300" ry="60" fill="${shade(m.colour, -0.12)}"/><ellipse cx="600" cy="870" rx="240" ry="44" fill="url(#g)"/><path d="M420 620 C 420 800 500 850 600 850 C 700 850 780 800 780 620 Z" fill="url(#g)"/><path d="M440 700 Q 600 740 760 700" stroke="#3b5f9a" stroke-width="10" fill="none"/><path d="M400 615 Q 600 470 800 615 Q 600 660 400 615 Z" fill="url(#g)" stroke="${shade(
      m.colour,
      -0.2,
    )}" stroke-width="3"/><ellipse cx="600" cy="535" rx="44" ry="18" fill="${shade(m.colour, -0.1)}"/><path d="M470 590 Q 600 530 730 590" stroke="#3b5f9a" stroke-width="8" fill="none"/>`,
    detail: [600, 620],
    halfWidth: 320,
  };
}

export function glassPitcher(liquor: string): Drawing {
  // Transparent: the liquor is seen through the wall, the wall is only outlines and highlights.
  return {
    svg: `<path d="M450 560 L 470 860 Q 600 900 730 860 L 750 560 Z" fill="${liquor}" opacity="0.72"/><ellipse cx="600" cy="560" rx="150" ry="30" fill="${shade(
      liquor,
      0.2,
    )}" opacity="0.85"/><path d="M440 420 L 380 385 L 445 395 M440 420 L 470 860 Q 600 900 730 860 L 760 410 Q 600 380 445 395" fill="#ffffff" fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.9" stroke-width="7" stroke-linejoin="round"/><ellipse cx="600" cy="405" rx="160" ry="30" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="6"/><path d="M490 440 L 505 820" stroke="#fff" stroke-opacity="0.6" stroke-width="16" stroke-linecap="round"/><path d="M700 450 L 690 820" stroke="#fff" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/><ellipse cx="600" cy="872" rx="125" ry="20" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="5"/>`,
    detail: [430, 450],
    halfWidth: 200,
  };
}

export function kettle(m: Material): Drawing {
  return {
    svg: `<defs>${bodyGradient('kt', m.colour, 'metal')}</defs><path d="M420 760 C 330 700 300 560 250 470" stroke="url(#kt)" stroke-width="26" fill="none" stroke-linecap="round"/><path d="M420 880 L 440 560 Q 600 500 760 560 L 780 880 Z" fill="url(#kt)"/><path d="M520 520 C 520 380 700 380 700 520" stroke="#2a2a2a" stroke-width="24" fill="none"/><ellipse cx="600" cy="555" rx="160" ry="30" fill="${shade(
      m.colour,
      -0.2,
    )}"/>`,
    detail: [300, 520],
    halfWidth: 260,
  };
}
