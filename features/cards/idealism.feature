@card:idealism
Feature: Idealism
  White, mythic rare, value 0. Its player may play one more mood this turn; while Idealism
  is in play, each of its player's moods with two dice totals is worth the higher one.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:idealism.1
  Rule: The additional mood is optional; the lasting effect applies either way

    Example: Alice plays only Idealism and her Loyalty is worth 6
      Given Alice has moods Loyalty
      And Alice has Idealism and Boredom in hand
      When Alice plays Idealism
      Then Alice may play an additional mood
      When Alice passes
      Then it is Bob's turn
      And Loyalty's value is 6

  @note:idealism.2
  Rule: The additional mood can come any time in the rest of the turn, in any order with other additional moods
    Alice plays Eagerness, then Idealism with Hurt Feelings' play. Idealism's play, granted
    after Eagerness's, is used first, for a red Boredom that Eagerness's could not bring;
    Eagerness's play, used last, then brings a red Zeal.

    Example: Idealism's additional mood comes before Eagerness's, and opens red for it
      Given Alice has Hurt Feelings
      And Alice has Eagerness, Idealism, Boredom and Zeal in hand
      When Alice plays Eagerness
      And Alice plays Idealism
      And Alice plays Boredom
      And Alice plays Zeal
      Then Alice has moods Eagerness, Idealism, Boredom and Zeal
      And Alice may not play another mood

  @note:idealism.3
  Rule: Each affected mood always uses its higher total; nobody can pick the lower one

    Example: Discipline, worth 3 among black moods, is worth 6
      Given Alice has moods Discipline
      And Bob has moods Apathy and Hate
      And Alice has Idealism in hand
      Then Discipline's value is 3
      When Alice plays Idealism
      Then Discipline's value is 6

    Example: Patience played this round is worth 5, not 1
      Given Alice has Idealism and Patience in hand
      When Alice plays Idealism
      And Alice plays Patience
      Then Patience's value is 5

  @note:idealism.4
  Rule: When Idealism leaves play, each mood is worth what it would be without it, including a side chosen when it was played

    Example: Idealism leaves and Alice's unturned Dignity is 3 again
      Given Alice played Dignity
      And Alice played Idealism
      And Bob has Conviction in hand
      And Bob went first this round
      And it is Bob's turn
      Then Dignity's value is 5
      When Bob plays Conviction
      And Bob chooses Idealism
      Then Idealism is in Alice's hand
      And Dignity's value is 3

    Example: Idealism leaves and Alice's Cheer, turned to 5 when she played it, is still 5
      Given Alice has Boredom in hand
      And Alice played Cheer, choosing Boredom
      And Alice played Idealism
      And Bob has Conviction in hand
      And Bob went first this round
      And it is Bob's turn
      Then Cheer's value is 5
      When Bob plays Conviction
      And Bob chooses Idealism
      Then Idealism is in Alice's hand
      And Cheer's value is 5

  @note:idealism.5
  Rule: Idealism affects every mood of its player with two totals, and no one else's

    Example: Alice's Loyalty and Discipline both use their higher totals, Carol's Loyalty does not
      Given Alice has moods Loyalty and Discipline
      And Bob has moods Apathy and Hate
      And Carol has moods Loyalty
      And Alice has Idealism in hand
      When Alice plays Idealism
      Then Alice's Loyalty's value is 6
      And Discipline's value is 6
      And Carol's Loyalty's value is 3
