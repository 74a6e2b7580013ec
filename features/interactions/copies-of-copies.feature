Feature: Copies of copies
  A Creativity may copy a mood that is itself a Creativity played as a copy: it then copies
  what that one copies. These rulings follow such a copy once the first card, and then the
  first copy, have left play.

  @source:community-2026-12-04 @card:creativity @card:loyalty @card:hope @card:meekness @card:wonder
  Rule: A copy of a copy is the first card, and stays it once the first card and the first copy have left play
    A players' question, settled by the rules. Copying a Creativity that is a copy copies
    what it is a copy of (creativity.7), and a copy lasts after the card it copied leaves
    play (creativity.6): so the first copy is still a copy of the first card when the
    first card is gone, and a copy of it is that first card too. From then on the second
    copy is a mood of its own, with the first card's dice, color and abilities for as long
    as it stays in play (creativity.text, glossary.copy): nothing that happens to the
    first copy afterwards reaches it. What the first copy chose as it was played is not
    copied either, as nothing that happened to a mood is (creativity.3): a copy of a copy
    of Wonder chooses its own color.

    Example: Bob's Loyalty has gone back to his hand; Alice copies Bob's copy of it, and hers is a white Loyalty worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Loyalty, Laziness and Indifference
      And Bob played Creativity, choosing Loyalty
      And Alice played Panic, choosing Bob then Loyalty
      And Alice has Creativity in hand
      And Bob has Hate in hand
      And the deck holds Joy (top first)
      When Alice plays Creativity
      And Alice chooses Bob's Creativity
      Then Alice's Creativity is a copy of Loyalty
      And Alice's Creativity is white
      And Alice's Creativity's value is 6
      When Alice passes
      And Bob plays Hate
      And Bob chooses Bob's Creativity
      Then the deck holds Creativity (top first)
      And Alice's Creativity is a copy of Loyalty
      And Alice's Creativity's value is 6

    Example: Hope is gone; Bob's copy of that copy still lets him play an additional mood each turn
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Alice has moods Hope
      And Alice played Creativity, choosing Hope
      And Bob played Panic, choosing Alice then Hope
      And Bob has Creativity, Boredom and Laziness in hand
      When Bob plays Creativity
      And Bob chooses Alice's Creativity
      Then Bob's Creativity is a copy of Hope
      And Bob may play an additional mood
      When Bob plays Boredom
      Then Bob may not play another mood

    Example: Bob copies Alice's copy of Meekness, which has left play: his copy keeps Generosity suppressed after Alice's copy leaves too
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Bob has moods Meekness
      And Alice played Creativity, choosing Meekness
      And Alice played Panic, choosing Bob
      And Bob has moods Generosity
      And Bob has Creativity in hand
      And Alice has Anger in hand
      When Bob plays Creativity
      And Bob chooses Alice's Creativity
      Then Bob's Creativity is a copy of Meekness
      And Generosity is suppressed
      When the round is scored
      And Alice plays Anger
      And Alice chooses Alice's Creativity
      Then the discard pile holds Creativity
      And Bob's Creativity is a copy of Meekness
      And Generosity is suppressed

    Example: Alice's copy of Bob's copy of Wonder, which has left play, chooses its own color
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Wonder, Laziness, Generosity and Boredom
      And Bob played Creativity, choosing Wonder then red
      And Alice played Panic, choosing Bob then Wonder
      And Alice has Creativity in hand
      Then Bob's Creativity's value is 2
      When Alice plays Creativity
      And Alice chooses Bob's Creativity
      And Alice chooses green
      Then Alice's Creativity is a copy of Wonder
      And Alice's Creativity's value is 8
      And Bob's Creativity's value is 2
