// atelier/uncontrolled-fields: forms are uncontrolled, read at submit (docs/decisions.md, "Forms are uncontrolled:
// read at submit"). A text field given `value=` is controlled: pages are drawn with the document, so on a slow phone a
// shopper types before React hydrates, and the next render puts the state's text back over what she typed.
import path from "node:path";

/** The input types a shopper types text into; an input without a type is one of them. */
const TEXT_TYPES = new Set(["text", "email", "tel", "number", "search", "url", "password"]);

/**
 * The type's possible values when the source says them (a literal, or literals chosen between); null when it does not.
 */
function typesOf(value) {
  if (value === null) return ["text"];
  if (value.type === "Literal") return [String(value.value)];
  if (value.type !== "JSXExpressionContainer") return null;
  const literals = (node) => {
    if (node.type === "Literal") return [String(node.value)];
    if (node.type === "TemplateLiteral" && node.expressions.length === 0) return [node.quasis[0]?.value.cooked ?? ""];
    if (node.type === "ConditionalExpression") {
      const [consequent, alternate] = [literals(node.consequent), literals(node.alternate)];
      return consequent && alternate ? [...consequent, ...alternate] : null;
    }
    return null;
  };
  return literals(value.expression);
}

const attribute = (node, name) =>
  node.attributes.find(
    (attr) => attr.type === "JSXAttribute" && attr.name.type === "JSXIdentifier" && attr.name.name === name,
  );

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Text inputs and textareas are uncontrolled: `name` and `defaultValue`, read with FormData at submit",
    },
    schema: [
      {
        type: "object",
        properties: {
          allow: {
            type: "array",
            items: {
              type: "object",
              properties: { file: { type: "string" }, reason: { type: "string", minLength: 1 } },
              required: ["file", "reason"],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      controlled:
        "`value=` makes this <{{element}}> controlled: a render puts the state's text back over what was typed before hydration. Give it `name` and `defaultValue`, and read the form with `new FormData(form)` when it is sent (a live field goes in the rule's allow-list, with its reason).",
    },
  },
  create(context) {
    const allowed = new Set((context.options[0]?.allow ?? []).map((entry) => entry.file));
    const file = path.relative(context.cwd, path.resolve(context.cwd, context.filename)).split(path.sep).join("/");
    if (allowed.has(file)) return {};
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== "JSXIdentifier" || (node.name.name !== "input" && node.name.name !== "textarea")) return;
        const value = attribute(node, "value");
        if (!value) return;
        if (node.name.name === "input") {
          // A type the source does not spell out may be a text one: it is judged as one.
          const types = typesOf(attribute(node, "type")?.value ?? null);
          if (types && !types.some((type) => TEXT_TYPES.has(type))) return;
        }
        context.report({ node: value, messageId: "controlled", data: { element: node.name.name } });
      },
    };
  },
};

export default rule;
