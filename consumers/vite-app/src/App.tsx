// Written from the README's quick start when the app is made (consumers/createConsumerApp.ts).
