import { perLocale } from '@shop/domain/locales';
import type { QualifierGroup, Words } from './types';

/**
 * How a product name is built around its noun (`{{n}}`), per language. The phrases are chosen
 * to be invariable (no gender or case agreement), so any noun of the group fits.
 */
export type Qualifier = Words;

// prettier-ignore
const LOGO = perLocale('{{n}} à logo', '{{n}} con logo', '{{n}} con logo', '{{n}} met logo', '{{n}} mit Logo', 'logo {{n}}');
// prettier-ignore
const VINTAGE = perLocale('{{n}} vintage', '{{n}} vintage', '{{n}} vintage', 'vintage {{n}}', '{{n}} im Vintage-Look', 'vintage {{n}}');
// prettier-ignore
const LEATHER = perLocale('{{n}} en cuir', '{{n}} de piel', '{{n}} in pelle', 'leren {{n}}', '{{n}} aus Leder', 'leather {{n}}');

// prettier-ignore
export const QUALIFIERS: Record<QualifierGroup, Qualifier[]> = {
  apparel: [
    perLocale('{{n}} oversize', '{{n}} oversize', '{{n}} oversize', 'oversized {{n}}', 'Oversized {{n}}', 'oversized {{n}}'),
    LOGO,
    VINTAGE,
    perLocale('{{n}} en coton bio', '{{n}} de algodón orgánico', '{{n}} in cotone biologico', '{{n}} van biologisch katoen', '{{n}} aus Bio-Baumwolle', 'organic cotton {{n}}'),
    perLocale('{{n}} à rayures', '{{n}} de rayas', '{{n}} a righe', '{{n}} met strepen', '{{n}} mit Streifen', 'striped {{n}}'),
    perLocale('{{n}} à imprimé graphique', '{{n}} con estampado gráfico', '{{n}} con stampa grafica', '{{n}} met grafische print', '{{n}} mit Grafikprint', 'graphic print {{n}}'),
    perLocale('{{n}} coupe ample', '{{n}} de corte holgado', '{{n}} dalla vestibilità comoda', '{{n}} met ruime pasvorm', '{{n}} mit lockerer Passform', 'relaxed fit {{n}}'),
  ],
  shoes: [
    LEATHER,
    perLocale('{{n}} en daim', '{{n}} de ante', '{{n}} in camoscio', 'suède {{n}}', '{{n}} aus Wildleder', 'suede {{n}}'),
    perLocale('{{n}} rétro', '{{n}} retro', '{{n}} retrò', 'retro {{n}}', 'Retro-{{n}}', 'retro {{n}}'),
    perLocale('{{n}} à semelle épaisse', '{{n}} de suela gruesa', '{{n}} con suola spessa', '{{n}} met dikke zool', '{{n}} mit dicker Sohle', 'chunky {{n}}'),
    LOGO,
  ],
  accessories: [
    LOGO,
    VINTAGE,
    LEATHER,
    perLocale('{{n}} en nylon', '{{n}} de nailon', '{{n}} in nylon', 'nylon {{n}}', '{{n}} aus Nylon', 'nylon {{n}}'),
    perLocale('{{n}} en velours côtelé', '{{n}} de pana', '{{n}} in velluto a coste', 'ribfluwelen {{n}}', '{{n}} aus Cord', 'corduroy {{n}}'),
  ],
};

/** Invented model names, the same in every language. */
// prettier-ignore
export const MODEL_NAMES = [
  'Delta', 'Nova', 'Kairo', 'Orion', 'Vela', 'Atlas', 'Nomad', 'Echo', 'Rift', 'Pulse',
  'Drift', 'Zenith', 'Havana', 'Lumen', 'Onyx', 'Cobalt', 'Ember', 'Flux', 'Halo', 'Ivy',
  'Juno', 'Kite', 'Lynx', 'Mesa', 'Nimbus', 'Opal', 'Pike', 'Quartz', 'Rook', 'Sierra',
  'Talon', 'Umber', 'Vesper', 'Wren', 'Yuzu', 'Zephyr', 'Alto', 'Basalt', 'Cirrus', 'Dune',
  'Elba', 'Fjord', 'Gala', 'Harbor', 'Indigo', 'Jett', 'Lido', 'Marlo', 'Nix', 'Oslo',
  'Pax', 'Rivo', 'Saga', 'Tundra', 'Vigo', 'Wave', 'Xeno', 'Yara', 'Zola', 'Brio',
] as const;
