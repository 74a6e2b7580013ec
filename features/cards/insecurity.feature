@card:insecurity
Feature: Insecurity
  Blue, uncommon, value 2. Its player may play an additional mood this turn; if they do,
  after scoring that mood goes back into their hand, if it is still in play.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:insecurity.1
  Rule: The additional mood is optional

    Example: Alice plays nothing more, and nothing comes back
      Given Alice has Insecurity and Boredom in hand
      When Alice plays Insecurity
      And Alice passes
      And the round is scored
      Then Alice has moods Insecurity
      And Alice's hand holds Boredom

    Example: the additional mood comes back after scoring
      Given Alice has Insecurity and Boredom in hand
      When Alice plays Insecurity
      And Alice plays Boredom
      And the round is scored
      Then Alice wins the round
      And Boredom is in Alice's hand
      And Alice has moods Insecurity

  @note:insecurity.2
  Rule: The mood comes back to Insecurity's player even if another player has it then

    Example: Bob took the Boredom with Guile; it still goes to Alice's hand
      Given Alice has Insecurity and Boredom in hand
      And Bob has Guile, Fear and Hate in hand
      When Alice plays Insecurity
      And Alice plays Boredom
      And Alice passes
      And Bob plays Guile
      And Bob chooses Boredom
      Then Boredom is one of Bob's moods
      When the round is scored
      Then Boredom is in Alice's hand

  @note:insecurity.3
  Rule: The mood comes back even if Insecurity has left play

    Example: Bob's Anger removes Insecurity; Boredom still comes back
      Given Alice has Insecurity and Boredom in hand
      And Bob has Anger in hand
      When Alice plays Insecurity
      And Alice plays Boredom
      And Alice passes
      And Bob plays Anger
      And Bob chooses Insecurity
      Then Insecurity is in the discard pile
      When the round is scored
      Then Boredom is in Alice's hand

  @note:insecurity.4
  Rule: Several additional moods may be played in any order, saying which one is Insecurity's
    Only the mood played with Insecurity's additional play comes back, so when another
    additional play could be used too, the engine asks which one the mood uses.

    Example: Alice uses Hurt Feelings for Boredom and Insecurity for Laziness
      Given Alice has Hurt Feelings
      And Alice has Insecurity, Boredom and Laziness in hand
      When Alice plays Insecurity
      And Alice plays Boredom
      Then Alice may choose each of Hurt Feelings and Insecurity
      When Alice answers the permission: Hurt Feelings
      And Alice plays Laziness
      And the round is scored
      Then Laziness is in Alice's hand
      And Alice has moods Insecurity and Boredom

  @note:insecurity.5 @erratum
  Rule: "After scoring" effects go in turn order, each resolved by the player who has its card then, or by the player who played it if the card has left play
    The note says the effects happen in the order they were played, and that a player
    who played two of them chooses their order. The rules document says otherwise
    (rules.after-scoring.2, rules.after-scoring.3): the effects go in turn order, each
    belonging to the player who has its card at that moment, going round again when
    cards have changed hands, and a player chooses the order only among their own. An
    effect whose card has left play still happens (insecurity.3) and belongs to the
    player who played that card. We follow the rules document. When Alice still has both
    cards, as in the note's example, she does choose, and the choice matters; once Bob
    has taken Bashfulness, its effect is Bob's and turn order decides.

    Example: Alice wins and lets Bashfulness go first: it goes under the deck and she draws
      Given Alice has Insecurity and Bashfulness in hand
      And the deck holds Joy, Zeal and Glee (top first)
      When Alice plays Insecurity
      And Alice plays Bashfulness
      And the round is scored
      Then Alice is to answer the after-scoring order
      And Alice may choose each of Bashfulness and Insecurity
      When Alice answers the after-scoring order: Bashfulness
      Then Alice wins the round
      And Bashfulness is at the bottom of the deck
      And Alice's hand holds Joy

    Example: Alice lets Insecurity go first: Bashfulness comes back to her hand
      Given Alice has Insecurity and Bashfulness in hand
      And the deck holds Joy, Zeal and Glee (top first)
      When Alice plays Insecurity
      And Alice plays Bashfulness
      And the round is scored
      And Alice answers the after-scoring order: Insecurity
      Then Alice wins the round
      And Alice's hand holds Bashfulness
      And the deck holds Glee (top first)

    Example: Bob took Bashfulness: Alice's Insecurity goes first, with no choice
      Given Alice has Insecurity and Bashfulness in hand
      And Bob has Guile, Fear and Hate in hand
      And Bob has moods Boredom
      And the deck holds Joy and Zeal (top first)
      When Alice plays Insecurity
      And Alice plays Bashfulness
      And Alice passes
      And Bob plays Guile
      And Bob chooses Bashfulness
      And the round is scored
      Then Bob wins the round
      And Alice's hand holds Bashfulness and Joy
      And Bob has moods Guile and Boredom
