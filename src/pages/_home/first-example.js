import { buildSchema, graphql } from 'graphql';

// 1. Describe your API in the GraphQL schema language.
const schema = buildSchema(`
  type Query {
    greeting(name: String!): String
    languages: [String]
  }
`);

// 2. Say how each field gets its value.
const rootValue = {
  greeting: ({ name }) => `Hello, ${name}!`,
  languages: () => ['GraphQL', 'JavaScript'],
};

// 3. Ask for exactly the fields you need.
const result = await graphql({
  schema,
  rootValue,
  source: '{ greeting(name: "reader") languages }',
});

console.log(JSON.stringify(result, null, 2));
