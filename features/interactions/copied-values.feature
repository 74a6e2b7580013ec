Feature: What a copy is worth
  A Creativity played as a copy has the copied card's dice, color and abilities, so its
  value follows the copied card's text. These rulings say what that text reads for a copy:
  the copy's own color, the copy as one more mood on the table, and the copy as "this
  mood" when an effect sets a value.

  @source:community-2026-12-04 @card:creativity @card:pity @card:frustration @card:disregard @card:discipline @card:disgust @card:excitement @card:enjoyment @card:ambivalence @card:obsession @card:determination @card:celebration @card:love
  Rule: A copy is a mood of the copied card's color, no longer blue: its own condition and every other mood's count it as that color
    A players' question, settled by the rules. A copy has the copied card's color for as
    long as it is in play (creativity.text, glossary.copy); Creativity is blue only as
    itself, out of play or uncopied (creativity.1, creativity.5). So a copy of a black
    Pity is a black mood: it is not one of the blue moods Pity counts, and it is one of
    the black moods other cards count. A condition that looks at every mood in play
    (determination.1, love.1) sees the copy with that color, and one that counts a
    player's colors counts it among its player's (celebration.1).

    Example: Alice's copy of Bob's Pity is black, not blue: with only Boredom red or blue, both Pities are worth 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Pity and Boredom
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Pity
      Then Alice's Creativity is black
      And Alice's Creativity's value is 3
      And Bob's Pity's value is 3

    Example: Alice's copy of Bob's Frustration is red, not blue: with only Charity white or blue, both are worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Frustration and Charity
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Frustration
      Then Alice's Creativity is red
      And Alice's Creativity's value is 6
      And Bob's Frustration's value is 6

    Example: Alice's copy of Bob's Disregard is green, not blue: with only Apathy blue or black, both are worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Disregard and Apathy
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Disregard
      Then Alice's Creativity is green
      And Alice's Creativity's value is 6
      And Bob's Disregard's value is 6

    Example: Alice's copy of Discipline is a second white mood, and Bob's Enjoyment turns to 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Discipline and Enjoyment
      And Alice has Creativity in hand
      Then Enjoyment's value is 3
      When Alice plays Creativity
      And Alice chooses Discipline
      Then Alice's Creativity's value is 6
      And Enjoyment's value is 6

    Example: Alice's copy of Disgust is a second black mood, and Bob's Excitement turns to 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Disgust and Excitement
      And Alice has Creativity in hand
      Then Excitement's value is 3
      When Alice plays Creativity
      And Alice chooses Disgust
      Then Alice's Creativity's value is 6
      And Excitement's value is 6

    Example: Alice's copy of Excitement is a second red mood, and Bob's Pity turns to 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Excitement, Pity and Apathy
      And Alice has Creativity in hand
      Then Pity's value is 3
      When Alice plays Creativity
      And Alice chooses Excitement
      Then Alice's Creativity's value is 6
      And Pity's value is 6

    Example: Alice's copy of Enjoyment is a second green mood, and Bob's Loyalty turns to 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Enjoyment, Loyalty and Boredom
      And Alice has Creativity in hand
      Then Loyalty's value is 3
      When Alice plays Creativity
      And Alice chooses Enjoyment
      Then Alice's Creativity's value is 6
      And Loyalty's value is 6

    Example: Alice's copy of Ambivalence is a second blue mood, and Bob's Frustration falls to 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Ambivalence and Frustration
      And Alice has Creativity in hand
      Then Frustration's value is 6
      When Alice plays Creativity
      And Alice chooses Ambivalence
      Then Alice's Creativity's value is 6
      And Frustration's value is 3

    Example: Alice's copy of Obsession is a second blue mood, and Bob's Loyalty turns to 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Obsession, Loyalty and Apathy
      And Alice has Creativity in hand
      Then Loyalty's value is 3
      When Alice plays Creativity
      And Alice chooses Obsession
      Then Alice's Creativity's value is 6
      And Loyalty's value is 6

    Example: Alice's copy of Determination is the third green mood, and both Determinations are worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Determination and Laziness
      And Alice has Creativity in hand
      Then Determination's value is 3
      When Alice plays Creativity
      And Alice chooses Determination
      Then Alice's Creativity's value is 6
      And Bob's Determination's value is 6

    Example: Alice's copy of Celebration gives her a green mood beside her red and blue ones: three colors to Bob's two, worth 7
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom and Indifference
      And Bob has moods Celebration and Charity
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Celebration
      Then Alice's Creativity's value is 7
      And Bob's Celebration's value is 3

    Example: Alice's copy of Love is green, so no mood is blue until Bob plays one: then both Loves are worth 12
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice went first this round
      And Bob has moods Love, Charity, Apathy and Boredom
      And Alice has Creativity in hand
      And Bob has Indifference in hand
      When Alice plays Creativity
      And Alice chooses Love
      Then Alice's Creativity's value is 4
      And Bob's Love's value is 4
      When Alice passes
      And Bob plays Indifference
      Then Alice's Creativity's value is 12
      And Bob's Love's value is 12

  @source:community-2026-12-04 @card:creativity @card:euphoria @card:sadness @card:misery @card:vulnerability @card:fondness @card:happiness
  Rule: A copy of a card that reads the whole table reads it as the card does, and is one more mood on it
    A players' question, settled by the rules. A copy is treated as the copied card in
    every way (glossary.copy), so a condition or a count over every mood, every player or
    the discard pile is read for the copy exactly as for the original (determination.1,
    love.1, sadness.1, vulnerability.1), and gives the same value at the same table. The
    copy is itself a mood in play: it is counted by every count of moods, its own
    included (euphoria.text: "including itself"), and it gives its player one more mood
    (fondness.1).

    Example: Alice's copy of Euphoria makes three moods: both Euphorias are worth 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Euphoria and Boredom
      And Alice has Creativity in hand
      Then Euphoria's value is 2
      When Alice plays Creativity
      And Alice chooses Euphoria
      Then Alice's Creativity's value is 3
      And Bob's Euphoria's value is 3

    Example: Alice's copy of Sadness counts the three cards of the discard pile, as Bob's does: both are worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Sadness
      And the discard pile holds Boredom, Laziness and Apathy
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Sadness
      Then Alice's Creativity's value is 6
      And Bob's Sadness's value is 6

    Example: Alice's copy of Misery sees two red cards in the discard pile: both are worth 8
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Misery
      And the discard pile holds Boredom and Anger
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Misery
      Then Alice's Creativity's value is 8
      And Bob's Misery's value is 8

    Example: Alice's copy of Vulnerability is worth 1 until Bob discards a mood this round; then both are worth 7
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice went first this round
      And Bob has moods Vulnerability and Boredom
      And Alice has Creativity in hand
      And Bob has Anger in hand
      When Alice plays Creativity
      And Alice chooses Vulnerability
      Then Alice's Creativity's value is 1
      When Alice passes
      And Bob plays Anger
      And Bob chooses Boredom
      Then Alice's Creativity's value is 7
      And Bob's Vulnerability's value is 7

    Example: Alice's copy of Fondness is her third mood: each player has three, and both are worth 7
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom and Charity
      And Bob has moods Fondness, Laziness and Apathy
      And Alice has Creativity in hand
      Then Fondness's value is 0
      When Alice plays Creativity
      And Alice chooses Fondness
      Then Alice's Creativity's value is 7
      And Bob's Fondness's value is 7

    Example: Alice's copy of Happiness looks at Bob's red and white moods, as his Happiness does: both are worth 8
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Happiness, Boredom and Charity
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Happiness
      Then Alice's Creativity's value is 8
      And Bob's Happiness's value is 8

  @source:community-2026-12-04 @card:creativity @card:dignity @card:delight @card:embarrassment @card:condescension @card:cynicism @card:curiosity @card:fascination @card:infatuation @card:altruism
  Rule: The copy is the "this mood" of the copied effect: the value the effect sets is the copy's, and the original keeps its own
    A players' question, settled by the rules. A copy has the copied card's abilities and is
    treated as that card (creativity.text, glossary.copy), so when its "After playing this
    mood" effect says "this mood's value becomes", this mood is the copy. The card it
    copied is another mood: its value stays what it was, and what that card's own effect
    did to it is not copied either (creativity.3). "Your other moods" are the copy's
    player's moods other than the copy.

    Example: Alice's copy of Dignity discards Charity and is worth 5; Bob's Dignity stays 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Dignity
      And Alice has Creativity and Charity in hand
      When Alice plays Creativity
      And Alice chooses Dignity
      And Alice chooses Charity
      Then Alice's Creativity's value is 5
      And Bob's Dignity's value is 3
      And the discard pile holds Charity

    Example: Alice's copy of Delight discards Charity and is worth 5; Bob's Delight stays 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Delight
      And Alice has Creativity and Charity in hand
      When Alice plays Creativity
      And Alice chooses Delight
      And Alice chooses Charity
      Then Alice's Creativity's value is 5
      And Bob's Delight's value is 3

    Example: Alice's copy of Embarrassment discards Boredom and is worth 5; Bob's Embarrassment stays 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Embarrassment
      And Alice has Creativity and Boredom in hand
      When Alice plays Creativity
      And Alice chooses Embarrassment
      And Alice chooses Boredom
      Then Alice's Creativity's value is 5
      And Bob's Embarrassment's value is 3

    Example: Alice's copy of Condescension gives Boredom to Bob and is worth 6; Bob's Condescension stays 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Condescension
      And Alice has Creativity and Boredom in hand
      When Alice plays Creativity
      And Alice chooses Condescension
      And Alice chooses Boredom
      Then Alice's Creativity's value is 6
      And Bob's Condescension's value is 3
      And Boredom is in Bob's hand

    Example: Alice's copy of Cynicism puts Joy from the discard pile into Bob's hand and is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Cynicism
      And the discard pile holds Joy
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Cynicism
      And Alice chooses Joy
      Then Alice's Creativity's value is 6
      And Bob's Cynicism's value is 3
      And Joy is in Bob's hand

    Example: Alice's copy of Curiosity reveals Bob's red Zeal, which shares a color with Boredom: her copy is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Curiosity and Boredom
      And Bob has Zeal and Charity in hand
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Curiosity
      And Alice chooses Bob
      And the random pick is Zeal
      Then Alice's Creativity's value is 6
      And Bob's Curiosity's value is 3

    Example: Alice's copy of Fascination gives her blue Fear to Bob and is worth 7
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Fascination
      And Alice has Creativity and Fear in hand
      When Alice plays Creativity
      And Alice chooses Fascination
      And Alice chooses Fear
      Then Alice's Creativity's value is 7
      And Bob's Fascination's value is 3
      And Fear is in Bob's hand

    Example: Alice's copy of Infatuation puts two of her other moods into the discard pile and is worth 9
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom and Laziness
      And Bob has moods Infatuation
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Infatuation
      Then Alice may choose each of Boredom and Laziness
      And Alice cannot choose Infatuation
      When Alice chooses Boredom and Laziness
      Then Alice's Creativity's value is 9
      And Bob's Infatuation's value is 3
      And Alice has moods Creativity

    Example: Alice's copy of Altruism finds Joy in the discard pile: it is worth 7, and Joy goes to Bob
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Altruism
      And the discard pile holds Joy
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Altruism
      Then Alice's Creativity's value is 7
      And Bob's Altruism's value is 3
      And Joy is in Bob's hand
