import { describeLocales } from '../../../core/src/testing/catalogueChecks'
import { en } from './en.ts'
import { loadMessages } from './loadMessages.ts'

// The same checks as the modal's catalogue (core's), over the frame's texts in every locale the kit speaks.
describeLocales(en, loadMessages)
