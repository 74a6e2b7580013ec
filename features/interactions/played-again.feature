Feature: Moods that leave play and are played again
  Insecurity, Gluttony, Betrayal and Recklessness each remember a mood until after
  scoring, "if it's still in play" or "if you still have it". Fear, Panic, Thrill and
  others can put that mood into a hand in the meantime, and it can be played again the
  same turn. These rulings say whether the mood played again is still the one remembered.

  @source:reference-2026-12-01 @card:insecurity @card:gluttony @card:betrayal @card:recklessness @card:fear @card:thrill @card:charity
  Rule: A mood that leaves play and is played again is a new mood: the "after scoring" effect that remembered the old one passes it by
    The reference's own ruling. A mood is a card in play (glossary.mood): once put into a
    hand it is a card again, and playing it puts a new mood into play, whose "After playing
    this mood" effect happens again (thrill.4, rules.taking-a-turn.1). The "after scoring"
    effects of Insecurity, Gluttony and Betrayal are about the mood played (or given) then,
    "if it's still in play" (insecurity.text, gluttony.text, betrayal.text); that mood left
    play, so the effect finds nothing, as Recklessness's does for a mood its player no
    longer has (recklessness.6). Nothing in the sources follows a card out of play and back.

    A careful reader might follow the card itself: it is in play again after scoring, so
    Insecurity would put it back into its player's hand, Gluttony into the discard pile,
    Betrayal would take it back, and Recklessness would give it back. The examples fail
    under that reading.

    Example: Alice's Charity, Gluttony's additional mood, goes back to her hand with Fear and is played again: it stays after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Gluttony, Charity and Fear in hand
      When Alice plays Gluttony
      And Alice plays Charity
      And Alice plays Fear
      And Alice chooses Charity
      And Alice plays Charity
      And the round is scored
      Then Alice has moods Gluttony, Fear and Charity
      And the discard pile is empty

    Example: Alice's Charity, Insecurity's additional mood, goes back to her hand with Fear and is played again: it stays after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Insecurity, Charity and Fear in hand
      When Alice plays Insecurity
      And Alice plays Charity
      And Alice plays Fear
      And Alice chooses Charity
      And Alice plays Charity
      And the round is scored
      Then Alice has moods Insecurity, Fear and Charity

    Example: Alice lends Generosity with Betrayal; Bob puts it into his hand with Fear and plays it again: it stays his after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity
      And Alice has Betrayal in hand
      And Bob has Fear in hand
      And the deck holds Joy (top first)
      When Alice plays Betrayal
      And Alice chooses Generosity
      Then Generosity is one of Bob's moods
      When Alice passes
      And Bob plays Fear
      And Bob chooses Generosity
      And Bob plays Generosity
      And Bob passes
      Then Generosity is one of Bob's moods
      And Alice has moods Betrayal

    Example: Alice takes Bob's Generosity with Recklessness, puts it into her hand with Fear and plays it again: she keeps it after scoring
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Hurt Feelings
      And Bob has moods Generosity and Boredom
      And Alice has Recklessness and Fear in hand
      And the deck holds Joy, Zeal, Glee and Hate (top first)
      When Alice plays Recklessness
      And Alice chooses Generosity
      And Alice plays Fear
      And Alice chooses Generosity
      And Alice plays Generosity
      And Alice chooses Bob
      And the round is scored
      Then Generosity is one of Alice's moods
      And Bob has moods Boredom

    Example: Thrill picks up Insecurity's Charity and plays it again: it stays after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Insecurity, Charity and Thrill in hand
      When Alice plays Insecurity
      And Alice plays Charity
      And Alice plays Thrill
      And Alice chooses Charity
      And Alice plays Charity
      And the round is scored
      Then Alice has moods Insecurity, Thrill and Charity

    Example: without Fear, the same Charity goes back to Alice's hand after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Insecurity and Charity in hand
      When Alice plays Insecurity
      And Alice plays Charity
      And the round is scored
      Then Charity is in Alice's hand
