import { describeLocales } from '../../../core/src/testing/catalogueChecks'
import { en } from './en'
import { loadMessages } from './loadMessages'

// The checks are core's, shared with the wallet frame's texts.
describeLocales(en, loadMessages)
