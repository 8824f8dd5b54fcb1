import { defineTemplate } from '../../runtime/template/TemplateModule.ts';
import Page from './Page.tsx';
import css from './style.css?inline';

export default defineTemplate(Page, css);
