import { perLocale } from '@shop/domain/locales';
import type { Words } from './types';

// prettier-ignore
const CARE = {
  wash30: perLocale('Lavage en machine à 30 °C', 'Lavado a máquina a 30 °C', 'Lavaggio in lavatrice a 30 °C', 'Machinewas op 30 °C', 'Maschinenwäsche bei 30 °C', 'Machine wash at 30 °C'),
  inside: perLocale('Laver sur l’envers', 'Lavar del revés', 'Lavare al rovescio', 'Binnenstebuiten wassen', 'Auf links waschen', 'Wash inside out'),
  noTumble: perLocale('Ne pas sécher en machine', 'No usar secadora', 'Non asciugare in asciugatrice', 'Niet in de droger', 'Nicht im Trockner trocknen', 'Do not tumble dry'),
  ironLow: perLocale('Repassage à basse température', 'Planchar a baja temperatura', 'Stirare a bassa temperatura', 'Strijken op lage temperatuur', 'Bügeln bei niedriger Temperatur', 'Iron on a low setting'),
  wipe: perLocale('Nettoyer avec un chiffon humide', 'Limpiar con un paño húmedo', 'Pulire con un panno umido', 'Reinigen met een vochtige doek', 'Mit einem feuchten Tuch reinigen', 'Wipe clean with a damp cloth'),
  brush: perLocale('Brosser délicatement, sans eau', 'Cepillar con suavidad, sin agua', 'Spazzolare delicatamente, senza acqua', 'Voorzichtig droog borstelen', 'Vorsichtig trocken bürsten', 'Brush gently, no water'),
  handWash: perLocale('Lavage à la main à l’eau froide', 'Lavado a mano con agua fría', 'Lavaggio a mano in acqua fredda', 'Handwas in koud water', 'Handwäsche in kaltem Wasser', 'Hand wash in cold water'),
  dryFlat: perLocale('Sécher à plat', 'Secar en plano', 'Asciugare in piano', 'Liggend drogen', 'Liegend trocknen', 'Dry flat'),
};
type Care = keyof typeof CARE;

export interface SeedMaterial {
  slug: string;
  names: Words;
  composition: Words;
  care: Care[];
}

/** Materials, ids in this order from 1. Composition lines are what the product sheet shows. */
// prettier-ignore
export const MATERIALS: SeedMaterial[] = [
  { slug: 'cotton', names: perLocale('Coton', 'Algodón', 'Cotone', 'Katoen', 'Baumwolle', 'Cotton'), composition: perLocale('100 % coton', '100 % algodón', '100% cotone', '100% katoen', '100 % Baumwolle', '100% cotton'), care: ['wash30', 'inside', 'ironLow'] },
  { slug: 'organic-cotton', names: perLocale('Coton biologique', 'Algodón orgánico', 'Cotone biologico', 'Biologisch katoen', 'Bio-Baumwolle', 'Organic cotton'), composition: perLocale('100 % coton biologique', '100 % algodón orgánico', '100% cotone biologico', '100% biologisch katoen', '100 % Bio-Baumwolle', '100% organic cotton'), care: ['wash30', 'inside', 'noTumble'] },
  { slug: 'fleece', names: perLocale('Molleton', 'Felpa', 'Felpa garzata', 'Fleece', 'Fleece', 'Fleece'), composition: perLocale('80 % coton, 20 % polyester', '80 % algodón, 20 % poliéster', '80% cotone, 20% poliestere', '80% katoen, 20% polyester', '80 % Baumwolle, 20 % Polyester', '80% cotton, 20% polyester'), care: ['wash30', 'inside', 'noTumble'] },
  { slug: 'denim', names: perLocale('Denim', 'Denim', 'Denim', 'Denim', 'Denim', 'Denim'), composition: perLocale('98 % coton, 2 % élasthanne', '98 % algodón, 2 % elastano', '98% cotone, 2% elastan', '98% katoen, 2% elastaan', '98 % Baumwolle, 2 % Elasthan', '98% cotton, 2% elastane'), care: ['wash30', 'inside', 'noTumble'] },
  { slug: 'nylon', names: perLocale('Nylon', 'Nailon', 'Nylon', 'Nylon', 'Nylon', 'Nylon'), composition: perLocale('100 % polyamide', '100 % poliamida', '100% poliammide', '100% polyamide', '100 % Polyamid', '100% polyamide'), care: ['handWash', 'noTumble'] },
  { slug: 'recycled-polyester', names: perLocale('Polyester recyclé', 'Poliéster reciclado', 'Poliestere riciclato', 'Gerecycled polyester', 'Recyceltes Polyester', 'Recycled polyester'), composition: perLocale('100 % polyester recyclé', '100 % poliéster reciclado', '100% poliestere riciclato', '100% gerecycled polyester', '100 % recyceltes Polyester', '100% recycled polyester'), care: ['wash30', 'noTumble'] },
  { slug: 'leather', names: perLocale('Cuir', 'Piel', 'Pelle', 'Leer', 'Leder', 'Leather'), composition: perLocale('Dessus 100 % cuir de vachette', 'Exterior 100 % piel de vacuno', 'Tomaia 100% pelle bovina', 'Bovenwerk 100% rundleer', 'Obermaterial 100 % Rindleder', 'Upper 100% cowhide leather'), care: ['wipe'] },
  { slug: 'suede', names: perLocale('Daim', 'Ante', 'Camoscio', 'Suède', 'Wildleder', 'Suede'), composition: perLocale('Dessus 100 % croûte de cuir velours', 'Exterior 100 % serraje', 'Tomaia 100% crosta scamosciata', 'Bovenwerk 100% suède', 'Obermaterial 100 % Veloursleder', 'Upper 100% split suede'), care: ['brush'] },
  { slug: 'canvas', names: perLocale('Toile', 'Lona', 'Tela', 'Canvas', 'Canvas', 'Canvas'), composition: perLocale('100 % toile de coton', '100 % lona de algodón', '100% tela di cotone', '100% katoenen canvas', '100 % Baumwoll-Canvas', '100% cotton canvas'), care: ['wipe', 'handWash'] },
  { slug: 'corduroy', names: perLocale('Velours côtelé', 'Pana', 'Velluto a coste', 'Ribfluweel', 'Cord', 'Corduroy'), composition: perLocale('100 % coton côtelé', '100 % pana de algodón', '100% velluto di cotone', '100% katoenen ribfluweel', '100 % Baumwollcord', '100% cotton corduroy'), care: ['wash30', 'inside', 'noTumble'] },
  { slug: 'wool', names: perLocale('Laine', 'Lana', 'Lana', 'Wol', 'Wolle', 'Wool'), composition: perLocale('70 % laine, 30 % polyamide', '70 % lana, 30 % poliamida', '70% lana, 30% poliammide', '70% wol, 30% polyamide', '70 % Wolle, 30 % Polyamid', '70% wool, 30% polyamide'), care: ['handWash', 'dryFlat'] },
];

export const materialId = (slug: string) => MATERIALS.findIndex((m) => m.slug === slug) + 1;
export const careTexts = (care: Care[]) => care.map((key) => CARE[key]);
