import { z } from 'zod';
import { ZMenuEntry } from './init';

/** GET /website-main/menu/v3: the header menu of the store in the request language. */
export const ZMenu = z.array(ZMenuEntry);
export type TMenu = z.infer<typeof ZMenu>;
