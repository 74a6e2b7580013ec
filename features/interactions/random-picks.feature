Feature: Cards picked at random
  Altruism, Curiosity, Cruelty, Indecisiveness and Paranoia pick a card or a mood at random.
  These rulings say what such a pick is made from when other cards have just changed the
  table, and what the cards that count the table make of a card picked at random.

  @source:community-2026-12-04 @card:indecisiveness @card:curiosity
  Rule: A mood that Indecisiveness puts back into a hand is a card of that hand for the next random pick
    A players' question, settled by the rules. Indecisiveness puts the mood picked at random
    into its player's hand (indecisiveness.text), where it is a card like the others there:
    Curiosity then reveals a random card from that hand (curiosity.text), and the card it
    may reveal is any card the hand holds at that moment, the mood just put back included.
    Out of play, it has its own color (curiosity.4).

    Example: Glee goes back to Bob's hand at random, and Curiosity reveals it there
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope
      And Bob has moods Glee and Boredom
      And Bob has Laziness in hand
      And Alice has Indecisiveness and Curiosity in hand
      When Alice plays Indecisiveness
      And Alice chooses Bob
      And the random pick is Glee
      Then Bob's hand holds Laziness and Glee
      When Alice plays Curiosity
      And Alice chooses Bob
      And the random pick is Glee
      Then Glee was revealed to every player by Bob
      And Curiosity's value is 6

  @source:community-2026-12-04 @card:cruelty @card:vulnerability @card:sadness
  Rule: A mood that Cruelty sends to the discard pile at random counts for every card that counts the discard pile
    A players' question, settled by the rules. Cruelty puts the mood picked at random into
    the discard pile (cruelty.text): a card has been put there this round, which is all
    Vulnerability asks, wherever the card came from (vulnerability.1), and it is one more
    card for Sadness to count (sadness.1). Nobody chose it, and that changes nothing.

    Example: Cruelty's random pick goes to the discard pile, and Vulnerability is worth 7
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Vulnerability
      And Bob has moods Generosity and Boredom
      And Alice has Cruelty in hand
      Then Vulnerability's value is 1
      When Alice plays Cruelty
      And Alice chooses Bob
      And the random pick is Boredom
      Then Boredom is in the discard pile
      And Vulnerability's value is 7

    Example: Cruelty's random pick is one card more for Sadness
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Sadness
      And Bob has moods Generosity and Boredom
      And the discard pile holds Laziness
      And Alice has Cruelty in hand
      Then Sadness's value is 2
      When Alice plays Cruelty
      And Alice chooses Bob
      And the random pick is Generosity
      Then the discard pile holds Laziness and Generosity
      And Sadness's value is 4

  @source:community-2026-12-04 @card:confusion @card:paranoia
  Rule: Paranoia picks at random from the hand as it is now: a card that Confusion just passed may be the one
    A players' question, settled by the rules. Confusion's cards change hands at once, each to
    the next player in the chosen direction (confusion.text), and from then on each is a card
    of the hand it went to. Paranoia's random card comes from the chosen player's hand as it
    is when Paranoia's effect happens (paranoia.text), so the card passed a moment ago is one
    of the cards it may pick.

    Example: Alice passes Zeal to Bob, and Paranoia's random pick from Bob's hand is Zeal
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope
      And Alice has Confusion, Paranoia and Zeal in hand
      And Bob has Laziness and Apathy in hand
      And the deck holds Joy (top first)
      When Alice plays Confusion
      And Alice chooses left
      And Alice answers Confusion: Zeal
      And Bob answers Confusion: Laziness
      Then Bob's hand holds Apathy and Zeal
      When Alice plays Paranoia
      And Alice chooses Bob
      And the random pick is Zeal
      Then Zeal is at the bottom of the deck
      And Alice's hand holds Laziness and Joy
