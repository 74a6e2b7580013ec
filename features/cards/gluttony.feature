@card:gluttony
Feature: Gluttony
  Red, uncommon, value 2. Its player may play an additional mood this turn; if they do,
  after scoring that mood goes to the discard pile, if it is still in play.

  @note:gluttony.1
  Rule: The extra mood goes to the discard pile even if another player has it by then

    Example: Bob took Boredom with Guile, and loses it after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Gluttony and Boredom in hand
      And Bob has Guile, Fear and Hate in hand
      When Alice plays Gluttony
      And Alice plays Boredom
      And Alice passes
      And Bob plays Guile
      And Bob chooses Boredom
      Then Boredom is one of Bob's moods
      When Bob passes
      Then Boredom is in the discard pile

  @note:gluttony.2
  Rule: Only the mood played with Gluttony's play goes, not moods that one let its player play
    Charity, played with Gluttony's play, gives a play of its own; Boredom, played with
    it, stays.

    Example: Charity goes after scoring, Boredom stays
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Gluttony, Charity and Boredom in hand
      When Alice plays Gluttony
      And Alice plays Charity
      And Alice plays Boredom
      And the round is scored
      Then Charity is in the discard pile
      And Alice has moods Gluttony and Boredom

    Example: without an additional mood, nothing goes
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Gluttony in hand
      When Alice plays Gluttony
      And the round is scored
      Then Alice has moods Gluttony
      And the discard pile is empty

  @note:gluttony.3
  Rule: The additional mood can be played any time in the rest of the turn, in any order with other additional moods
    When one play carries Gluttony's after scoring effect and another doesn't, its player
    says which one a mood uses.

    Example: Boredom uses Hurt Feelings' play, so it is Apathy that goes after scoring
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Hurt Feelings
      And Alice has Gluttony, Boredom and Apathy in hand
      When Alice plays Gluttony
      And Alice plays Boredom
      Then Alice may choose each of Gluttony and Hurt Feelings
      When Alice answers the permission: Hurt Feelings
      And Alice plays Apathy
      And the round is scored
      Then Apathy is in the discard pile
      And Alice has moods Gluttony and Boredom

  @note:gluttony.4 @erratum
  Rule: "After scoring" effects go in turn order, each resolved by the player who has its card then, or by the player who played it if the card has left play
    The note says that such effects happen in the order they were played, and that a
    player who played two of them chooses their order. The rules document says otherwise
    (rules.after-scoring.2, rules.after-scoring.3): the effects go in turn order, each
    belonging to the player who has its card at that moment, going round again when
    cards have changed hands, and a player chooses the order only among their own. An
    effect whose card has left play still happens (insecurity.3) and belongs to the
    player who played that card. We follow the rules document. So when Alice has both
    Gluttony and the Bashfulness it let her play, she chooses, as the note's own example
    says; once Bob has taken the Bashfulness, its effect is his, and Alice, going first,
    sends it to the discard pile before it can happen; and a Gluttony sent away before
    scoring still discards its mood, for Alice.

    Example: Alice has both, chooses Bashfulness first, and draws
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Gluttony and Bashfulness in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Gluttony
      And Alice plays Bashfulness
      And the round is scored
      And Alice answers the after-scoring order: Bashfulness
      Then Alice wins the round
      And Bashfulness is at the bottom of the deck
      And Joy is in Alice's hand
      And Fear is in Bob's hand

    Example: Alice has both, chooses Gluttony first, and draws nothing
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Gluttony and Bashfulness in hand
      And the deck holds Joy (top first)
      When Alice plays Gluttony
      And Alice plays Bashfulness
      And the round is scored
      And Alice answers the after-scoring order: Gluttony
      Then Alice wins the round
      And Bashfulness is in the discard pile
      And Alice has no cards in hand

    Example: Bob has taken Bashfulness: Alice's Gluttony goes first, with no choice
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Gluttony and Bashfulness in hand
      And Bob has moods Boredom
      And Bob has Guile, Fear and Hate in hand
      And the deck holds Joy (top first)
      When Alice plays Gluttony
      And Alice plays Bashfulness
      And Alice passes
      And Bob plays Guile
      And Bob chooses Bashfulness
      And Bob passes
      Then Bob wins the round
      And Bashfulness is in the discard pile
      And Bob has no cards in hand
      And Joy is in Alice's hand

    Example: Bob's Anger sends Gluttony away; after scoring, Alice's Boredom still goes to the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Gluttony and Boredom in hand
      And Bob has Anger in hand
      When Alice plays Gluttony
      And Alice plays Boredom
      And Alice passes
      And Bob plays Anger
      And Bob chooses Gluttony
      Then Gluttony is in the discard pile
      When Bob passes
      Then Boredom is in the discard pile
      And Alice has no moods
