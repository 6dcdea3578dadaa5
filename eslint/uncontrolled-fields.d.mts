import type { Rule } from "eslint";

/** atelier/uncontrolled-fields: no `value=` on a text input or a textarea outside the allow-list. */
declare const rule: Rule.RuleModule;
export default rule;
