Feature: What an effect sees the second time through
  Duplicity lets a mood's "After playing this mood" effect happen an additional time, with
  new choices, once the first time has finished and values have been read again. These
  rulings say what the second time finds: a value the first time set, a condition on the
  table read anew, a random pick made again.

  @source:reference-2026-12-01 @card:duplicity @card:curiosity @card:cheer @card:altruism
  Rule: A value that Curiosity, Cheer or Altruism "becomes" stays when the second time does not make it again
    The reference's own ruling. These cards' effects end with "this mood's value becomes"
    a higher value when something happens (curiosity.text, cheer.text, altruism.text): the
    value is set by the effect that happened, and kept from then on (cheer.4: the value
    determined when the card was played stays; altruism.2: one card dealt is enough). A
    second time through (duplicity.2) is the same effect again: when it happens to meet
    the condition, it sets the same value; when it does not, it says nothing about the
    value, and nothing sets it back.

    A careful reader might treat the second time as a new decision of the value, as a
    second color chosen for Wonder replaces the first (see the rulings on "Effects that
    happen again"): a second
    reveal that matches nothing would make Curiosity 3 again. The examples fail under that
    reading. Wonder's color is a choice the card keeps; these values are outcomes.

    Example: Curiosity's first reveal matches and makes it 6; the second matches nothing, and it stays 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice played Imagination, choosing red then once only
      And Bob has Zeal and Joy in hand
      And Alice has Curiosity in hand
      When Alice plays Curiosity
      And Alice chooses Bob
      And the random pick is Zeal
      Then Curiosity's value is 6
      When Alice answers Duplicity: again
      And Alice answers Curiosity: Bob
      And the random pick for Curiosity is Joy
      Then Curiosity's value is 6

    Example: Cheer discards the first time and declines the second: it stays 5
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Cheer, Boredom and Laziness in hand
      When Alice plays Cheer
      And Alice chooses Boredom
      Then Cheer's value is 5
      When Alice answers Duplicity: again
      And Alice answers Cheer: nothing
      Then Cheer's value is 5
      And Alice's hand holds Laziness

    Example: Altruism deals out the discard pile, and the second time finds it empty: it stays 7
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And the discard pile holds Joy
      And Alice has Altruism in hand
      When Alice plays Altruism
      Then Joy is in Bob's hand
      And Altruism's value is 7
      When Alice answers Duplicity: again
      Then Altruism's value is 7

  @source:community-2026-12-01 @card:duplicity @card:cruelty @card:indecisiveness
  Rule: The second time, Cruelty's and Indecisiveness's "two or more moods" is read again, and the random pick is made again
    A players' question, settled by the rules. The second time is the effect again, with
    new choices (duplicity.3), after values and the table have been read again
    (duplicity.4). Cruelty and Indecisiveness may only choose opponents who have two or
    more moods then (cruelty.1, indecisiveness.2), and each time the mood is picked at
    random among the moods they have then.

    Example: Bob has two moods; Cruelty takes one at random, and the second time Bob, with one left, can't be chosen
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Generosity and Boredom
      And Alice has Cruelty in hand
      When Alice plays Cruelty
      And Alice chooses Bob
      And the random pick is Generosity
      And Alice answers Duplicity: again
      Then Bob has moods Boredom
      And the discard pile holds Generosity

    Example: Bob has three moods; Indecisiveness picks at random twice, from what is left each time
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Generosity, Boredom and Laziness
      And Alice has Indecisiveness in hand
      When Alice plays Indecisiveness
      And Alice chooses Bob
      And the random pick is Generosity
      And Alice answers Duplicity: again
      And Alice answers Indecisiveness: Bob
      And the random pick for Indecisiveness is Boredom
      Then Bob's hand holds Generosity and Boredom
      And Bob has moods Laziness

  @source:community-2026-12-01 @card:duplicity @card:regret @card:bashfulness @card:gluttony @card:recklessness
  Rule: Duplicity repeats only the "After playing this mood" effect: no cost is paid again, and a "While in play" ability is not doubled
    A players' question, settled by the rules. Duplicity has "that mood's 'After playing
    this mood' effect" happen an additional time (duplicity.text, duplicity.2). A cost is
    paid once, before the card is played (rules.taking-a-turn.7), and a "While in play"
    ability is another kind of ability (rules.taking-a-turn.2): neither is repeated. An
    "after scoring" effect that is part of the "After playing this mood" effect is set up
    again, and happens again if it still can: a Bashfulness already under the deck is not
    there to go again, and only a Bashfulness that goes under the deck draws a card
    (bashfulness.2).

    Example: Regret's cost is paid once; the second time puts another of Bob's moods into Alice's hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity, Boredom and Laziness
      And Bob has moods Generosity and Charity
      And Alice has Regret in hand
      When Alice plays Regret
      And Alice chooses Boredom and Laziness
      And Alice chooses Generosity
      And Alice answers Duplicity: again
      Then Alice has moods Duplicity and Regret
      And Alice's hand holds Boredom, Laziness, Generosity and Charity

    Example: Gluttony twice gives two additional moods, and both go to the discard pile after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Gluttony, Boredom and Laziness in hand
      When Alice plays Gluttony
      And Alice answers Duplicity: again
      And Alice plays Boredom
      And Alice plays Laziness
      Then Alice has moods Duplicity, Gluttony, Boredom and Laziness
      When the round is scored
      And Alice answers the after-scoring order: Gluttony: Boredom goes to the discard pile
      Then the discard pile holds Boredom and Laziness

    Example: Recklessness twice takes two of Bob's moods; both go back, and Recklessness goes under the deck once
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Generosity and Boredom
      And Alice has Recklessness in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Recklessness
      And Alice chooses Generosity
      And Alice answers Duplicity: again
      And Alice answers Recklessness: Boredom
      And the round is scored
      And Alice answers the after-scoring order: Recklessness: Generosity is given back
      And Alice answers the after-scoring order: Recklessness: Boredom is given back
      Then Bob has moods Generosity and Boredom
      And Recklessness is at the bottom of the deck
      And Alice's hand holds Joy

    Example: Bashfulness twice: Alice wins, it goes under the deck once, and she draws once
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Bashfulness in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Bashfulness
      And Alice answers Duplicity: again
      And the round is scored
      Then Alice wins the round
      And Bashfulness is at the bottom of the deck
      And Alice's hand holds Joy

  @source:community-2026-12-01 @card:duplicity @card:generosity @card:joy
  Rule: A permission given twice is two permissions: Generosity or Joy repeated lets its player play two additional moods
    A players' question, settled by the rules. Each time the effect happens it gives its
    permission again (duplicity.2, duplicity.3), and permissions to play additional moods
    add up, each one used once, in any order (validation.4: each Validation gives its own;
    ambition.2, generosity.4: several permissions are played in any order).

    Example: Alice's Generosity, repeated, lets Bob play two additional moods on his turn
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Generosity in hand
      And Bob has Boredom, Laziness and Apathy in hand
      When Alice plays Generosity
      And Alice answers Duplicity: again
      And Alice passes
      And Bob plays Boredom
      Then Bob may play an additional mood
      When Bob plays Laziness
      Then Bob may play an additional mood
      When Bob plays Apathy
      Then Bob may not play another mood

    Example: Alice's Joy, repeated, lets her play two additional moods on her next turn
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Joy, Boredom, Laziness and Apathy in hand
      When Alice plays Joy
      And Alice answers Duplicity: again
      And the round is scored
      And Alice plays Boredom
      Then Alice may play an additional mood
      When Alice plays Laziness
      Then Alice may play an additional mood
      When Alice plays Apathy
      Then Alice may not play another mood
