@card:stubbornness
Feature: Stubbornness
  Red, rare, value 3. At the start of each of its player's turns, if another player has
  more moods than they have, they may play an additional mood that turn.

  @note:stubbornness.1
  Rule: The check is made as its player's turn starts, not as the round starts
    Going second, Alice counts the mood Bob has just played this round.

    Example: Bob played first this round and now has more moods than Alice
      Given a game between Alice and Bob
      And Bob went first this round
      And it is Alice's turn
      And Alice has moods Stubbornness
      And Bob has moods Charity
      And Bob played Boredom this round
      And Alice has Apathy and Laziness in hand
      When Alice plays Apathy
      Then Alice may play an additional mood

    Example: with as many moods as Bob, Alice gets nothing
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Stubbornness
      And Bob has moods Charity
      And Alice has Apathy and Laziness in hand
      When Alice plays Apathy
      Then Alice cannot play Laziness because Alice has already played this turn (rules.taking-a-turn.1)

  @note:stubbornness.2
  Rule: The additional mood is optional

    Example: Alice plays one mood and ends her turn
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Stubbornness
      And Bob has moods Charity and Boredom
      And Alice has Apathy and Laziness in hand
      When Alice plays Apathy
      And Alice passes
      Then it is Bob's turn
      And Alice's hand holds Laziness

  @note:stubbornness.3
  Rule: In a team game, a teammate with more moods counts too

    Example: Carol, Alice's teammate, has more moods
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Stubbornness
      And Carol has moods Charity and Boredom
      And Alice has Apathy and Laziness in hand
      When Alice plays Apathy
      Then Alice may play an additional mood

  @note:stubbornness.4
  Rule: Once given, the play stays even if its player gets ahead in moods

    Example: Alice has three moods to Bob's two and still plays her additional mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Stubbornness
      And Bob has moods Charity and Boredom
      And Alice has Charity, Apathy and Laziness in hand
      When Alice plays Charity
      And Alice plays Apathy
      Then Alice may play an additional mood
      When Alice plays Laziness
      Then Alice has moods Stubbornness, Charity, Apathy and Laziness

  @note:stubbornness.5
  Rule: The additional mood can be played any time in the turn, in any order with other additional moods
    Stubbornness's play comes first, for a black Apathy; Eagerness's play, which needs a
    color Alice has in play, can then be a black Disgust.

    Example: Stubbornness's play before Eagerness's opens black for Eagerness
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Stubbornness
      And Bob has moods Charity and Boredom
      And Alice has Eagerness, Apathy and Disgust in hand
      When Alice plays Eagerness
      And Alice plays Apathy
      And Alice plays Disgust
      Then Alice has moods Stubbornness, Eagerness, Apathy and Disgust
      And Alice may not play another mood

  @note:stubbornness.6
  Rule: The play is given as the turn starts, so it stays if Stubbornness leaves play

    Example: Alice discards her own Stubbornness with Anger and still plays again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Stubbornness
      And Bob has moods Charity and Boredom
      And Alice has Anger and Apathy in hand
      When Alice plays Anger
      And Alice chooses Alice's Stubbornness
      Then Stubbornness is in the discard pile
      And Alice may play an additional mood
      When Alice plays Apathy
      Then Alice has moods Anger and Apathy
