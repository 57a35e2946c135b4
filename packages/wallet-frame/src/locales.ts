import type { Texts } from './texts.ts'
import { ar } from './locales/ar.ts'
import { de } from './locales/de.ts'
import { es } from './locales/es.ts'
import { fr } from './locales/fr.ts'
import { hi } from './locales/hi.ts'
import { id } from './locales/id.ts'
import { ja } from './locales/ja.ts'
import { ko } from './locales/ko.ts'
import { pt } from './locales/pt.ts'
import { ru } from './locales/ru.ts'
import { tr } from './locales/tr.ts'
import { uk } from './locales/uk.ts'
import { vi } from './locales/vi.ts'
import { zh } from './locales/zh.ts'

/**
 * The frame's texts in the kit's other 14 languages, by language subtag (lowercase), one file each
 * in `locales/`. The words the kit's catalogue has too (codes, their errors, Cancel, Done…) are the
 * same as there.
 */
export const frameLocales: Record<string, Texts> = { ar, de, es, fr, hi, id, ja, ko, pt, ru, tr, uk, vi, zh }
