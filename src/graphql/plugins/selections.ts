// Walking an operation's field selections as they will run, fragments expanded, with the type
// each field belongs to: what document authorization (the operations a document runs) and the
// operation's cost (the lists it reads) both read a document by.
import {
  isInterfaceType,
  isObjectType,
  isUnionType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLUnionType,
  type SelectionSetNode,
} from "graphql";

/** A union has no fields of its own: only its members', reached through fragments. */
export type FieldOwner = GraphQLObjectType | GraphQLInterfaceType | GraphQLUnionType;

export type Fragments = Map<string, FragmentDefinitionNode>;

export function isFieldOwner(type: unknown): type is FieldOwner {
  return isObjectType(type) || isInterfaceType(type) || isUnionType(type);
}

/** The field `name` of `owner`; undefined on a union, or for a field no type declares (introspection's). */
export function fieldOf(owner: FieldOwner | undefined, name: string): GraphQLField<unknown, unknown> | undefined {
  return owner && !isUnionType(owner) ? owner.getFields()[name] : undefined;
}

export function fragmentsOf(document: DocumentNode): Fragments {
  return new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
}

/**
 * Each field selection of a selection set with the type that owns it, fragments expanded (a
 * fragment spread twice is walked once). @skip and @include are not evaluated: a field that might
 * run is counted as running.
 */
export function* fieldsOf(
  schema: GraphQLSchema,
  owner: FieldOwner | undefined,
  selectionSet: SelectionSetNode,
  fragments: Fragments,
  seen = new Set<string>(),
): Generator<{ owner: FieldOwner | undefined; node: FieldNode }> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      yield { owner, node: selection };
      continue;
    }
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
    if (!fragment || (selection.kind === Kind.FRAGMENT_SPREAD && seen.has(selection.name.value))) continue;
    if (selection.kind === Kind.FRAGMENT_SPREAD) seen.add(selection.name.value);
    const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : owner;
    const narrowed = isFieldOwner(condition) ? condition : owner;
    yield* fieldsOf(schema, narrowed, fragment.selectionSet, fragments, seen);
  }
}
