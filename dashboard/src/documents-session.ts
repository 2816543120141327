// The GraphQL operations of signing in (App.tsx, sign-in.ts): the dashboard holds a session
// token, never an API key (docs/api/authentication.md#session-tokens).
import { graphql } from "./persisted";

/** What the credential is and may do: read with a pasted key before it is exchanged, or with a token a link offers. */
export const CredentialQuery = graphql(`
  query DashboardCredential {
    viewer {
      credential
      scopes
      sessionToken {
        id
        createdAt
        expiresAt
      }
    }
  }
`);

export const CreateSessionTokenMutation = graphql(`
  mutation DashboardCreateSessionToken($input: CreateSessionTokenInput!) {
    createSessionToken(input: $input) {
      id
      token
      createdAt
      expiresAt
    }
  }
`);

export const RenewSessionTokenMutation = graphql(`
  mutation DashboardRenewSessionToken {
    renewSessionToken {
      id
      expiresAt
    }
  }
`);

export const RevokeSessionTokenMutation = graphql(`
  mutation DashboardRevokeSessionToken($id: ID!) {
    revokeSessionToken(id: $id) {
      id
      revokedAt
    }
  }
`);
