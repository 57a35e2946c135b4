// Written from the README's Next.js section when the app is made (consumers/createConsumerApp.ts).
